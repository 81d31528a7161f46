// Two small map styles (light and dark) and their raster tiles on loopback, for MAP_STYLE_URL and
// MAP_STYLE_DARK_URL in the end-to-end tier: the map draws real tiles and nothing leaves the machine.
// GET /requests tells how many tiles were asked for.
import http from 'node:http';
import sharp from 'sharp';

const port = Number(process.env.E2E_MAP_PORT ?? 3902);
const origin = `http://127.0.0.1:${port}`;

/**
 * A square with a grid: panning and zooming can be seen in screenshots.
 * @param {string} ground @param {string} strong @param {string} faint
 */
const tileOf = (ground, strong, faint) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${ground}"/>` +
        `<path d="M0 0H256V256" fill="none" stroke="${strong}" stroke-width="2"/>` +
        `<path d="M0 128H256M128 0V256" fill="none" stroke="${faint}"/></svg>`,
    ),
  )
    .png({ palette: true })
    .toBuffer();
const tiles = {
  light: await tileOf('#eef1ec', '#cfd6cc', '#e1e6de'),
  dark: await tileOf('#1f2428', '#3a4248', '#2b3136'),
};

/** @param {'light' | 'dark'} theme @param {string} ground */
const styleOf = (theme, ground) => ({
  version: 8,
  name: `Mietmatch test (${theme})`,
  sources: {
    land: { type: 'raster', tiles: [`${origin}/tiles/${theme}/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 19 },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': ground } },
    { id: 'land', type: 'raster', source: 'land' },
  ],
});
/** @type {Record<string, ReturnType<typeof styleOf>>} */
const styles = { '/style.json': styleOf('light', '#eef1ec'), '/style-dark.json': styleOf('dark', '#1f2428') };

let asked = 0;
http
  .createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = req.url ?? '/';
    if (url === '/health' || url === '/requests') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ tiles: asked }));
    }
    if (url in styles) {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(styles[url]));
    }
    const tile = /^\/tiles\/(light|dark)\/\d+\/\d+\/\d+\.png$/.exec(url);
    if (tile) {
      asked += 1;
      res.setHeader('content-type', 'image/png');
      return res.end(tiles[/** @type {'light' | 'dark'} */ (tile[1])]);
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(port, '127.0.0.1');
