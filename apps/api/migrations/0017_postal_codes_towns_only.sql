-- Hand-written. Organisations with a postal code of their own ("Berliner Feuerwehr", "Finanzamt …",
-- "… GmbH") were imported as places and offered by the pickers; the importer now leaves them out
-- (adapters/geo/organisations.ts), and this removes them from tables imported before. GeoNames gives
-- towns the state's letters and these entries a numeric code, which counts only where letters occur.
DELETE FROM "postal_codes"
WHERE "state_code" ~ '^[0-9]+$'
	AND EXISTS (SELECT 1 FROM "postal_codes" WHERE "state_code" ~ '^[A-Za-z]{2}$');--> statement-breakpoint
-- The names that tell an organisation in files without state codes (the importer's list).
DELETE FROM "postal_codes"
WHERE "place" ~ '(^|[^A-Za-z0-9_])(GmbH|AG|KG|SE|mbH|eG|Bank|Versicherung|Versicherungen|Sparkasse|Verwaltung|Postfach|Gesellschaft|Aktiengesellschaft|Ltd|Inc|Finanzamt|Agentur f(ü|ue)r Arbeit|Feuerwehr|Landratsamt|Krankenkasse)([^A-Za-z0-9_]|$)'
	OR "place" ~ '(^|[^A-Za-z0-9_])(e\.\s?V\.|Co\.)';
