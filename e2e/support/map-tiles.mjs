// A small map style and its raster tiles on loopback, for MAP_STYLE_URL in the end-to-end tier: the map
// draws real tiles and nothing leaves the machine. GET /requests tells how many tiles were asked for.
import http from 'node:http';
import sharp from 'sharp';

const port = Number(process.env.E2E_MAP_PORT ?? 3902);
const origin = `http://127.0.0.1:${port}`;

// A pale square with a grid: panning and zooming can be seen in screenshots.
const tile = await sharp(
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1ec"/>' +
      '<path d="M0 0H256V256" fill="none" stroke="#cfd6cc" stroke-width="2"/>' +
      '<path d="M0 128H256M128 0V256" fill="none" stroke="#e1e6de"/></svg>',
  ),
)
  .png({ palette: true })
  .toBuffer();

const style = {
  version: 8,
  name: 'Mietmatch test',
  sources: {
    land: { type: 'raster', tiles: [`${origin}/tiles/{z}/{x}/{y}.png`], tileSize: 256, maxzoom: 19 },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#eef1ec' } },
    { id: 'land', type: 'raster', source: 'land' },
  ],
};

let tiles = 0;
http
  .createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*');
    const url = req.url ?? '/';
    if (url === '/health' || url === '/requests') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ tiles }));
    }
    if (url === '/style.json') {
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify(style));
    }
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url)) {
      tiles += 1;
      res.setHeader('content-type', 'image/png');
      return res.end(tile);
    }
    res.statusCode = 404;
    res.end();
  })
  .listen(port, '127.0.0.1');
