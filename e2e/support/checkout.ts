/* Steps of a plan purchase through the built-in local test checkout, with the German labels. */
import { expect, type Page } from '@playwright/test';

/** "35,70 €" as the page writes it (a no-break space before the euro sign). */
export function euro(amount: string) {
  return new RegExp(`${amount.replace(/[.,]/g, '\\$&')}\\s€`);
}

/**
 * On a plan page: "Tarif wählen" on the plan's card, the order overview with its total, the required
 * consent, then "Zahlungspflichtig bestellen", which leaves for the local checkout.
 */
export async function orderPlan(page: Page, plan: string, total: string) {
  await page.getByRole('region', { name: plan, exact: true }).getByRole('button', { name: 'Tarif wählen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bestellung prüfen' });
  await expect(dialog).toContainText(plan);
  await expect(dialog).toContainText(euro(total));
  await expect(dialog).toContainText('inkl. MwSt.');
  await dialog.getByRole('checkbox', { name: /Ich stimme den AGB zu/ }).check();
  await dialog.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/local-checkout\/lcs_[\w-]+$/);
}

/** The local checkout: the test-payment banner, the plan bought (in the page's language) and the amount; answers the Pay button. */
export async function expectLocalCheckout(page: Page, planName: string, amount: string, email: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bezahlen' })).toBeVisible();
  await expect(page.getByText('Testzahlung – es wird kein Geld bewegt')).toBeVisible();
  await expect(page.getByText(planName, { exact: true })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const pay = page.getByRole('button', { name: new RegExp(`^${euro(amount).source} bezahlen$`) });
  await expect(pay).toBeEnabled();
  return pay;
}

/** The date after "aktiv bis" on a verification page, as a Date (local midnight). */
export async function activeUntil(page: Page, pattern: RegExp): Promise<Date> {
  const text = (await page.getByText(pattern).first().textContent()) ?? '';
  const match = /(\d{2})\.(\d{2})\.(\d{4})/.exec(text);
  expect(match, `a German date in "${text}"`).toBeTruthy();
  const [, day, month, year] = match!;
  return new Date(Number(year), Number(month) - 1, Number(day));
}

/** Whole days from `from` to `to`, rounded. */
export function daysBetween(from: Date, to: Date) {
  return Math.round((to.getTime() - from.getTime()) / (24 * 3600 * 1000));
}
