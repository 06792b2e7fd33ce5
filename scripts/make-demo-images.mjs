#!/usr/bin/env node
/**
 * Generates the demo illustrations of the local demo guesthouse into public/demo/
 * (plus public/favicon.svg). Deterministic: running it twice gives identical files.
 *
 *   node scripts/make-demo-images.mjs
 *
 * Flat, layered scenes in one palette; no text glyphs, no scripts, no external references.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'public', 'demo');

const P = {
  terra: '#b5532f',
  terraDark: '#8f3f22',
  terraLight: '#d08a66',
  cotto: '#c77b58',
  olive: '#6b7a4b',
  oliveDark: '#4c5736',
  sage: '#9aa67a',
  sageLight: '#c4cba5',
  haze: '#d3d7c0',
  stone: '#d9cbb4',
  stoneDark: '#b8a687',
  stoneLight: '#e9e0d0',
  white: '#f7f2ea',
  ink: '#2a2723',
  wood: '#7a5a3f',
  woodLight: '#a57c57',
  sky: '#cfe0e3',
  skyDeep: '#a7c6cf',
  water: '#8fbcc4',
  sun: '#f3d9a6',
  gold: '#e0a75e',
  dusk: '#e08a5f',
  night: '#2b3346',
};

const r = (n) => Math.round(n);

/** Small seeded PRNG (mulberry32) so scatters are reproducible. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svg(w, h, title, body, defs = '') {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">` +
    `<title>${title}</title>` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>\n'
  );
}

const vgrad = (id, stops) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
  stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('') +
  '</linearGradient>';

const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
const circle = (cx, cy, rad, fill, extra = '') => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(rad)}" fill="${fill}"${extra}/>`;
const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
const path = (d, fill, extra = '') => `<path fill="${fill}"${extra} d="${d}"/>`;
const poly = (pts, fill, extra = '') => `<polygon fill="${fill}"${extra} points="${pts.map(r).join(' ')}"/>`;
const g = (attrs, body) => `<g ${attrs}>${body}</g>`;
const at = (x, y, s = 1) => `transform="translate(${r(x)} ${r(y)})${s === 1 ? '' : ` scale(${s})`}"`;
const line = (d, stroke, width, extra = '') =>
  `<path fill="none" stroke="${stroke}" stroke-width="${width}"${extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"'}${extra} d="${d}"/>`;

/** Smooth path through points (Catmull-Rom as cubic Béziers). */
function smooth(pts) {
  let d = `M${r(pts[0][0])} ${r(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[i - 1] || pts[i];
    const p1 = pts[i];
    const p2 = pts[i + 1];
    const p3 = pts[i + 2] || p2;
    d += `C${r(p1[0] + (p2[0] - p0[0]) / 6)} ${r(p1[1] + (p2[1] - p0[1]) / 6)} ${r(p2[0] - (p3[0] - p1[0]) / 6)} ${r(
      p2[1] - (p3[1] - p1[1]) / 6,
    )} ${r(p2[0])} ${r(p2[1])}`;
  }
  return d;
}

/** A ridge through the given points, filled down to `bottom`. */
function ridge(pts, bottom, fill, extra = '') {
  const first = pts[0][0];
  const last = pts[pts.length - 1][0];
  return path(`${smooth(pts)}L${r(last)} ${bottom}H${r(first)}Z`, fill, extra);
}
/** Approximate height of a ridge at x (linear between its points). */
function ridgeY(pts, x) {
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[i + 1];
    if (x >= x0 && x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return pts[0][1];
}

function cypress(x, base, h, fill = P.oliveDark) {
  const w = h / 11;
  return path(
    `M${r(x)} ${r(base - h)}C${r(x + w * 1.2)} ${r(base - h * 0.72)} ${r(x + w * 1.35)} ${r(base - h * 0.22)} ${r(
      x + w * 0.6,
    )} ${r(base)}H${r(x - w * 0.6)}C${r(x - w * 1.35)} ${r(base - h * 0.22)} ${r(x - w * 1.2)} ${r(base - h * 0.72)} ${r(
      x,
    )} ${r(base - h)}Z`,
    fill,
  );
}

function olive(x, base, s = 1, leaf = P.sage, trunk = P.wood) {
  return g(
    at(x, base, s),
    path('M-7 0C-4-18-16-32-10-50L-2-44C2-58 8-66 14-72L13-50C8-30 7-16 9 0Z', trunk) +
      g(
        `fill="${leaf}"`,
        '<ellipse cx="-30" cy="-70" rx="40" ry="22"/><ellipse cx="24" cy="-78" rx="44" ry="24"/><ellipse cx="-4" cy="-98" rx="38" ry="22"/>',
      ) +
      g(
        'fill="#6b7a4b" opacity=".35"',
        '<ellipse cx="-26" cy="-62" rx="30" ry="11"/><ellipse cx="28" cy="-68" rx="30" ry="11"/>',
      ),
  );
}

function oak(x, base, s = 1, leaf = P.olive, shade = P.oliveDark) {
  return g(
    at(x, base, s),
    path('M-8 0L-5-60H5L8 0Z', P.wood) +
      circle(0, -100, 52, shade) +
      circle(-36, -78, 36, shade) +
      circle(34, -80, 38, shade) +
      circle(-10, -110, 40, leaf) +
      circle(26, -96, 28, leaf),
  );
}

/** Distant hill town: towers, roofs and a bell tower, in one flat colour. */
function townSilhouette(x, base, s, fill) {
  return g(
    `${at(x, base, s)} fill="${fill}"`,
    '<path d="M-120 0V-30H-96V-42H-70V-34H-40V-52H-26V-90H-12V-52H10V-40H34V-60L46-72L58-60V-36H84V-26H110V0Z"/>',
  );
}

/**
 * Stone farmhouse with dovecote tower, base line at y=0, about 456 wide.
 * state: 'restored' (default) | 'ruin'
 */
function farmhouse(x, base, s = 1, state = 'restored') {
  const ruin = state === 'ruin';
  const wall = ruin ? '#c8b99e' : P.stone;
  const wall2 = ruin ? '#bcae93' : '#cdbd9f';
  const roof = ruin ? '#9c6a55' : P.terra;
  let b = '';
  // annex
  if (ruin) {
    b += poly([300, 0, 300, -120, 340, -100, 380, -112, 420, -84, 452, -90, 452, 0], '#c2b397');
  } else {
    b += rect(300, -130, 152, 130, P.stoneLight);
    b += poly([294, -126, 302, -154, 452, -140, 458, -126], P.terraDark);
  }
  b += path('M330 0V-66A30 30 0 0 1 390-66V0Z', ruin ? '#5b5247' : '#8f7f66');
  // main block
  b += rect(0, -190, 300, 190, wall);
  // tower
  if (ruin) {
    b += poly([170, -190, 170, -296, 196, -300, 206, -284, 230, -292, 250, -276, 270, -286, 270, -190], wall2);
  } else {
    b += rect(170, -296, 100, 110, wall2);
    b += poly([160, -294, 220, -328, 280, -294], roof);
  }
  b += g(
    `fill="${P.ink}"`,
    '<rect x="188" y="-268" width="10" height="14"/><rect x="215" y="-268" width="10" height="14"/><rect x="242" y="-268" width="10" height="14"/>',
  );
  // roof
  if (ruin) {
    b += poly([-16, -188, 28, -224, 120, -224, 150, -188], roof);
    b += line('M160-190L190-224M200-190L230-224M240-190L268-224M150-190H310M130-224H270', P.wood, 5);
  } else {
    b += poly([-16, -188, 30, -226, 270, -226, 316, -188], roof);
    b += rect(-16, -192, 332, 6, P.terraDark);
  }
  // windows
  const win = [
    [40, -160],
    [110, -160],
    [206, -160],
    [40, -84],
    [206, -84],
    [208, -240],
  ];
  for (const [wx, wy] of win) {
    b += rect(wx, wy, 28, 42, P.ink);
    if (!ruin) b += rect(wx - 14, wy, 12, 42, P.olive) + rect(wx + 30, wy, 12, 42, P.olive);
  }
  if (ruin) b += line('M38-78L70-50M38-56L70-80', P.wood, 6);
  // door
  b += path('M118 0V-62A22 22 0 0 1 162-62V0Z', ruin ? P.ink : P.wood);
  if (ruin) {
    // brambles and a crack
    b += line('M250-120L262-100L254-80L266-60', '#8d7f69', 3);
    b += g(
      `fill="${P.olive}"`,
      '<ellipse cx="20" cy="-8" rx="60" ry="26"/><ellipse cx="250" cy="-6" rx="70" ry="22"/><ellipse cx="420" cy="-10" rx="60" ry="30"/>',
    );
  } else {
    // pots with geraniums and a climbing plant
    b += g(
      `fill="${P.terra}"`,
      '<path d="M84 0L80-22H106L102 0Z"/><path d="M176 0L172-22H198L194 0Z"/><circle cx="286" cy="-146" r="10"/><circle cx="296" cy="-118" r="9"/><circle cx="284" cy="-92" r="8"/>',
    );
    b += g(`fill="${P.olive}"`, '<ellipse cx="93" cy="-28" rx="18" ry="10"/><ellipse cx="185" cy="-28" rx="18" ry="10"/>');
    b += path('M296 0C286-40 300-80 288-120C282-150 292-170 300-180', 'none', ` stroke="${P.olive}" stroke-width="8"`);
    b += g(
      `fill="${P.sage}"`,
      '<circle cx="290" cy="-126" r="14"/><circle cx="300" cy="-160" r="12"/><circle cx="292" cy="-64" r="13"/>',
    );
  }
  return g(at(x, base, s), b);
}

/** A front-view bicycle, wheels touching y=0. */
function bicycle(x, base, s, frame) {
  return g(
    at(x, base, s),
    `<g fill="none" stroke="${P.ink}" stroke-width="7"><circle cx="-70" cy="-52" r="52"/><circle cx="90" cy="-52" r="52"/></g>` +
      line('M-70-52L-10-52L50-120H-30ZM-10-52L-40-140M50-120L90-52M50-120L44-150', frame, 9, ' stroke-linejoin="round"') +
      line('M-56-142H-24M30-152H62', P.ink, 8) +
      rect(58, -162, 40, 22, P.wood, ' rx="4"'),
  );
}

function wineGlass(x, base, s, wine = P.terraDark) {
  return g(
    at(x, base, s),
    path('M-22 0H22L4-6V-60C30-66 34-100 28-130H-28C-34-100-30-66-4-60V-6Z', P.white, ' opacity=".9"') +
      path('M-30-104H30C32-82 20-66 0-66C-20-66-32-82-30-104Z', wine),
  );
}

// ---------------------------------------------------------------- scenes

function heroHills() {
  const W = 1600;
  const H = 1000;
  const far = [
    [-80, 560],
    [250, 500],
    [560, 540],
    [900, 470],
    [1250, 520],
    [1680, 480],
  ];
  const mid = [
    [-80, 660],
    [300, 610],
    [700, 640],
    [1050, 600],
    [1400, 630],
    [1680, 610],
  ];
  const near = [
    [-80, 790],
    [400, 730],
    [800, 770],
    [1200, 740],
    [1680, 790],
  ];
  const fore = [
    [-80, 910],
    [400, 870],
    [900, 920],
    [1300, 880],
    [1680, 910],
  ];
  let b = rect(0, 0, W, H, 'url(#s)');
  b += circle(1180, 300, 90, P.sun, ' opacity=".9"');
  b += townSilhouette(330, ridgeY(far, 330) + 16, 0.9, '#b7bd9f');
  b += ridge(far, H, '#cdd2b8');
  b += ridge(mid, H, P.sage);
  b += cypress(920, 632, 170) + farmhouse(950, 630, 0.7) + cypress(1300, 632, 180) + cypress(1335, 632, 130);
  b += ridge(near, H, '#82905f');
  // vineyard rows on the near slope
  b += line('M1240 800L1420 770M1250 830L1460 796M1260 860L1500 822M1270 890L1540 848', P.oliveDark, 8, ' opacity=".45"');
  b += ridge(fore, H, P.olive);
  b += path('M700 1000C820 930 760 860 880 800S1040 700 1050 640', 'none', ` stroke="${P.stoneLight}" stroke-width="18"`);
  for (const [cx, cy, h] of [
    [740, 960, 240],
    [900, 900, 210],
    [800, 820, 150],
    [960, 790, 130],
    [860, 750, 100],
    [1120, 720, 90],
  ])
    b += cypress(cx, cy, h);
  b += olive(170, 920, 2.1) + olive(450, 900, 1.5) + olive(1430, 930, 2.0);
  return svg(
    W,
    H,
    'Rolling hills with cypresses and a stone farmhouse',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [0.6, '#e9e3d3'],
      [1, '#f3dcc0'],
    ]),
  );
}

function ctaSunset() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, 'url(#s)');
  b += circle(800, 600, 150, '#f6d7a0');
  b += ridge(
    [
      [-80, 600],
      [300, 560],
      [700, 610],
      [1100, 550],
      [1680, 590],
    ],
    H,
    '#c98a6a',
    ' opacity=".8"',
  );
  b += ridge(
    [
      [-80, 690],
      [350, 650],
      [800, 700],
      [1250, 640],
      [1680, 680],
    ],
    H,
    '#9a6a55',
  );
  b += townSilhouette(1250, 650, 1.1, '#7d5646');
  b += ridge(
    [
      [-80, 800],
      [450, 760],
      [900, 800],
      [1300, 770],
      [1680, 800],
    ],
    H,
    '#5e4a3e',
  );
  for (const [cx, h] of [
    [180, 220],
    [230, 170],
    [1380, 240],
    [1430, 190],
    [1470, 150],
  ])
    b += cypress(cx, 800, h, P.ink);
  b += ridge(
    [
      [-80, 920],
      [600, 880],
      [1100, 910],
      [1680, 870],
    ],
    H,
    P.ink,
  );
  return svg(
    W,
    H,
    'Sunset over the hills with cypress silhouettes',
    b,
    vgrad('s', [
      [0, '#7d6f86'],
      [0.45, P.dusk],
      [0.8, P.gold],
      [1, '#f3dcc0'],
    ]),
  );
}

function farmhouseScene(state) {
  const W = 1600;
  const H = 1000;
  const ruin = state === 'ruin';
  let b = rect(0, 0, W, H, 'url(#s)');
  b += ridge(
    [
      [-80, 560],
      [400, 500],
      [900, 540],
      [1300, 490],
      [1680, 540],
    ],
    H,
    ruin ? '#c9c6b2' : '#cdd2b8',
  );
  b += ridge(
    [
      [-80, 720],
      [500, 680],
      [1000, 700],
      [1680, 670],
    ],
    H,
    ruin ? '#a9a783' : P.sage,
  );
  if (!ruin) b += cypress(330, 760, 260) + cypress(380, 760, 200) + cypress(1330, 760, 240);
  else b += cypress(1330, 760, 150, '#6f6f55');
  b += farmhouse(470, 800, 1.45, state);
  b += ridge(
    [
      [-80, 800],
      [800, 790],
      [1680, 805],
    ],
    H,
    ruin ? '#9b9570' : P.olive,
  );
  b += ruin
    ? g(
        `fill="${P.sageLight}" opacity=".7"`,
        '<ellipse cx="200" cy="900" rx="160" ry="30"/><ellipse cx="1250" cy="880" rx="200" ry="36"/>',
      )
    : path('M640 1000C660 920 700 860 700 800H740C760 860 820 920 860 1000Z', P.stoneLight);
  if (!ruin) b += olive(180, 900, 1.3) + olive(1350, 920, 1.5);
  const sky = ruin
    ? [
        [0, '#c9ccc6'],
        [1, '#e6e1d6'],
      ]
    : [
        [0, '#b4d2da'],
        [0.7, '#e6e4d6'],
        [1, '#f3dcc0'],
      ];
  return svg(W, H, ruin ? 'The old farmhouse before the restoration' : 'The farmhouse after the restoration', b, vgrad('s', sky));
}

/** Room interior, designed on 1200x800. */
function roomInterior(o) {
  const wall = o.wall ?? P.white;
  let defs = '';
  let b = rect(0, 0, 1200, 800, wall);
  // ceiling: cotto tiles between joists, main beam
  b += rect(0, 0, 1200, 64, '#c98e6e');
  let joists = '';
  for (let x = 20; x < 1200; x += 110) joists += `M${x} 0V64`;
  b += line(joists, P.wood, 24, ' stroke-linecap="butt"');
  b += rect(0, 60, 1200, 28, P.wood);
  if (o.attic) b += poly([0, 88, 260, 88, 0, 300], P.stone) + poly([1200, 88, 940, 88, 1200, 300], P.stone);
  // window with a landscape
  const [wx, wy, ww, wh] = o.window;
  const round = o.roundWindow;
  const land =
    rect(wx, wy, ww, wh, P.sky) +
    ridge(
      [
        [wx, wy + wh * 0.55],
        [wx + ww * 0.5, wy + wh * 0.45],
        [wx + ww, wy + wh * 0.58],
      ],
      wy + wh,
      P.sage,
    ) +
    ridge(
      [
        [wx, wy + wh * 0.8],
        [wx + ww * 0.6, wy + wh * 0.7],
        [wx + ww, wy + wh * 0.76],
      ],
      wy + wh,
      P.olive,
    ) +
    cypress(wx + ww * 0.72, wy + wh * 0.74, wh * 0.35) +
    cypress(wx + ww * 0.8, wy + wh * 0.73, wh * 0.26) +
    (o.view === 'olives' ? olive(wx + ww * 0.3, wy + wh * 0.95, wh / 260) : '');
  if (round) {
    const rad = ww / 2;
    defs += `<clipPath id="w"><circle cx="${r(wx + rad)}" cy="${r(wy + rad)}" r="${r(rad)}"/></clipPath>`;
    b += circle(wx + rad, wy + rad, rad + 22, P.stoneDark);
  } else if (o.arch) {
    const rad = ww / 2;
    defs += `<clipPath id="w"><path d="M${r(wx)} ${r(wy + wh)}V${r(wy + rad)}A${r(rad)} ${r(rad)} 0 0 1 ${r(wx + ww)} ${r(wy + rad)}V${r(wy + wh)}Z"/></clipPath>`;
    b += path(
      `M${r(wx - 22)} ${r(wy + wh + 10)}V${r(wy + rad)}A${r(rad + 22)} ${r(rad + 22)} 0 0 1 ${r(wx + ww + 22)} ${r(wy + rad)}V${r(wy + wh + 10)}Z`,
      P.stoneDark,
    );
  } else {
    defs += `<clipPath id="w"><rect x="${wx}" y="${wy}" width="${ww}" height="${wh}"/></clipPath>`;
    b += rect(wx - 18, wy - 18, ww + 36, wh + 36, P.stoneDark);
    b += rect(wx - 70, wy, 52, wh, P.olive) + rect(wx + ww + 18, wy, 52, wh, P.olive);
  }
  b += g('clip-path="url(#w)"', land);
  if (!round)
    b += line(`M${wx + ww / 2} ${wy}V${wy + wh}M${wx} ${r(wy + wh * 0.45)}H${wx + ww}`, P.white, 8, ' stroke-linecap="butt"');
  else b += line(`M${wx + ww / 2} ${wy}V${wy + wh}M${wx} ${wy + wh / 2}H${wx + ww}`, P.white, 7, ' stroke-linecap="butt"');
  // floor in cotto
  b += rect(0, 620, 1200, 180, P.cotto) + rect(0, 612, 1200, 10, P.stoneDark);
  let tiles = 'M0 668H1200M0 724H1200';
  for (let k = -7; k <= 7; k++) tiles += `M${600 + k * 95} 622L${600 + k * 170} 800`;
  b += line(tiles, P.terraDark, 3, ' opacity=".35"');
  if (o.rug) b += ellipse(o.beds[0][0] + 170, 720, 300, 50, o.rug, ' opacity=".85"');
  // beds
  for (const [bx, bw, blanket] of o.beds) {
    b += o.iron
      ? line(`M${bx} 560V430C${bx} 360 ${bx + bw} 360 ${bx + bw} 430V560M${bx + 30} 470H${bx + bw - 30}`, P.ink, 8)
      : rect(bx, 390, bw, 170, P.wood, ' rx="10"');
    b +=
      rect(bx + 24, 446, bw / 2 - 34, 46, P.white, ' rx="18"') +
      rect(bx + bw / 2 + 10, 446, bw / 2 - 34, 46, P.white, ' rx="18"');
    b += rect(bx - 20, 486, bw + 40, 40, P.stoneLight, ' rx="8"');
    b += rect(bx - 20, 516, bw + 40, 96, blanket, ' rx="6"') + rect(bx - 20, 530, bw + 40, 12, P.white, ' opacity=".5"');
    b += rect(bx - 10, 610, 14, 14, P.wood) + rect(bx + bw - 4, 610, 14, 14, P.wood);
  }
  // nightstand with lamp
  if (o.stand) {
    const sx = o.stand;
    b += rect(sx, 520, 90, 96, P.woodLight) + line(`M${sx + 10} 560H${sx + 80}`, P.wood, 4);
    b += rect(sx + 40, 470, 10, 50, P.ink) + poly([sx + 16, 476, sx + 74, 476, sx + 62, 430, sx + 28, 430], P.white);
  }
  if (o.picture) {
    const [px, py] = o.picture;
    b +=
      rect(px, py, 150, 110, P.wood) +
      rect(px + 10, py + 10, 130, 90, P.sky) +
      ridge(
        [
          [px + 10, py + 70],
          [px + 80, py + 50],
          [px + 140, py + 66],
        ],
        py + 100,
        P.sage,
      );
  }
  if (o.extra) b += o.extra;
  return { defs, b };
}

function roomSvg(title, o) {
  const { defs, b } = roomInterior(o);
  return svg(1200, 800, title, b, defs);
}

function headerRooms() {
  const { defs, b } = roomInterior({
    window: [110, 170, 190, 270],
    beds: [[560, 360, P.terra]],
    stand: 440,
    rug: P.sage,
    picture: [980, 240],
    extra:
      rect(990, 470, 120, 150, P.olive, ' rx="14"') +
      rect(975, 520, 150, 50, P.sage, ' rx="14"') +
      rect(990, 600, 12, 20, P.wood) +
      rect(1098, 600, 12, 20, P.wood),
  });
  return svg(1600, 1000, 'A guest room with wooden beams and a terracotta floor', g('transform="scale(1.3334)"', b), defs);
}

function headerExperiences() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, 'url(#s)') + circle(1250, 360, 80, P.sun);
  b += ridge(
    [
      [-80, 500],
      [500, 440],
      [1000, 480],
      [1680, 430],
    ],
    H,
    '#cdd2b8',
  );
  b += townSilhouette(1050, 474, 1, '#b2b99a');
  b += ridge(
    [
      [-80, 560],
      [600, 520],
      [1200, 560],
      [1680, 530],
    ],
    H,
    P.sage,
  );
  b += rect(0, 600, W, 400, '#a8ad7c');
  // vineyard rows converging to a vanishing point
  let rows = '';
  for (let k = -9; k <= 9; k++) rows += `M${800 + k * 40} 600L${800 + k * 260} 1000`;
  b += line(rows, P.oliveDark, 26, ' stroke-linecap="butt"');
  let leaves = '';
  for (let k = -9; k <= 9; k++) leaves += `M${800 + k * 40} 600L${800 + k * 260} 1000`;
  b += line(leaves, P.olive, 12, ' stroke-linecap="butt" stroke-dasharray="30 18"');
  b += ridge(
    [
      [-80, 590],
      [400, 570],
      [800, 600],
      [1300, 570],
      [1680, 590],
    ],
    610,
    P.sage,
  );
  b += cypress(200, 590, 130) + cypress(235, 590, 100) + cypress(1450, 585, 140);
  return svg(
    W,
    H,
    'Vineyard rows at golden hour below a hill town',
    b,
    vgrad('s', [
      [0, '#c5d9dc'],
      [0.7, '#f0dfc0'],
      [1, P.gold],
    ]),
  );
}

function headerGallery() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, 'url(#s)');
  b += ridge(
    [
      [-80, 520],
      [400, 480],
      [900, 520],
      [1680, 470],
    ],
    H,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-80, 600],
      [600, 560],
      [1200, 600],
      [1680, 570],
    ],
    H,
    P.sage,
  );
  const R = rng(7);
  for (let i = 0; i < 7; i++) b += olive(120 + i * 230 + R() * 40, 640 + R() * 10, 0.8 + R() * 0.2);
  b += rect(0, 650, W, 350, '#b1b58a');
  for (let i = 0; i < 5; i++) b += olive(60 + i * 360 + R() * 60, 820 + R() * 20, 1.6 + R() * 0.3);
  // dry-stone wall
  b += rect(0, 880, W, 120, P.stone) + rect(0, 880, W, 120, 'url(#p)');
  const wall =
    `<pattern id="p" width="230" height="76" patternUnits="userSpaceOnUse" y="888"><g fill="${P.stoneDark}">` +
    '<rect x="4" y="4" width="70" height="30" rx="10"/><rect x="80" y="4" width="56" height="30" rx="10"/><rect x="142" y="4" width="82" height="30" rx="10"/>' +
    '<rect x="-30" y="42" width="64" height="30" rx="10"/><rect x="40" y="42" width="86" height="30" rx="10"/><rect x="132" y="42" width="60" height="30" rx="10"/><rect x="198" y="42" width="64" height="30" rx="10"/></g></pattern>';
  return svg(
    W,
    H,
    'Olive grove with a dry-stone wall',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#ece4d2'],
    ]) + wall,
  );
}

function headerServices() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, 'url(#s)');
  b += ridge(
    [
      [-80, 560],
      [500, 500],
      [1000, 540],
      [1680, 490],
    ],
    H,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-80, 640],
      [600, 600],
      [1200, 630],
      [1680, 600],
    ],
    H,
    P.sage,
  );
  b += cypress(1000, 640, 140) + cypress(1040, 640, 100);
  // loggia: three arches framing the view
  b += path(
    'M0 0H1600V1000H0ZM160 780V380A160 160 0 0 1 480 380V780ZM640 780V380A160 160 0 0 1 960 380V780ZM1120 780V380A160 160 0 0 1 1440 380V780Z',
    P.stone,
    ' fill-rule="evenodd"',
  );
  b += g(
    `fill="${P.stoneDark}"`,
    '<rect x="480" y="360" width="18" height="420"/><rect x="960" y="360" width="18" height="420"/><rect x="1440" y="360" width="18" height="420"/>',
  );
  b += rect(0, 780, W, 220, P.cotto) + rect(0, 780, W, 14, P.stoneDark);
  // table with linen and two chairs
  b +=
    rect(560, 700, 480, 24, P.white) +
    rect(560, 724, 480, 60, P.white, ' opacity=".8"') +
    rect(580, 784, 16, 110, P.wood) +
    rect(1004, 784, 16, 110, P.wood);
  b += g(
    `fill="${P.terra}"`,
    '<circle cx="700" cy="690" r="16"/><circle cx="900" cy="690" r="16"/><rect x="790" y="640" width="22" height="60" rx="6"/>',
  );
  b += g(
    `fill="${P.wood}"`,
    '<path d="M430 900V700H450V800H530V900H515V820H450V900Z"/><path d="M1170 900V700H1150V800H1070V900H1085V820H1150V900Z"/>',
  );
  b += g(`fill="${P.terra}"`, '<path d="M70 900L60 820H160L150 900Z"/><path d="M1450 900L1440 820H1540L1530 900Z"/>');
  b += g(`fill="${P.olive}"`, '<ellipse cx="110" cy="800" rx="60" ry="40"/><ellipse cx="1490" cy="800" rx="60" ry="40"/>');
  return svg(
    W,
    H,
    'A stone loggia with a laid table and a view of the hills',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#f0e3cc'],
    ]),
  );
}

function headerContact() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, P.stone) + rect(0, 0, W, 900, 'url(#p)');
  const wall =
    `<pattern id="p" width="400" height="112" patternUnits="userSpaceOnUse"><g fill="${P.stoneLight}" opacity=".6">` +
    '<rect x="6" y="6" width="120" height="44" rx="14"/><rect x="136" y="6" width="96" height="44" rx="14"/><rect x="242" y="6" width="150" height="44" rx="14"/>' +
    '<rect x="-60" y="62" width="130" height="44" rx="14"/><rect x="80" y="62" width="110" height="44" rx="14"/><rect x="200" y="62" width="90" height="44" rx="14"/><rect x="300" y="62" width="160" height="44" rx="14"/></g></pattern>';
  // doorway
  b += path('M560 900V420A240 240 0 0 1 1040 420V900Z', P.stoneDark);
  b += path('M600 900V430A200 200 0 0 1 1000 430V900Z', P.wood);
  b += line('M800 240V900M600 520H1000M600 700H1000', P.ink, 6, ' opacity=".35"');
  b += circle(760, 640, 12, P.ink) + circle(840, 640, 12, P.ink);
  // lantern
  b += line('M1130 300H1190V340', P.ink, 8) + rect(1166, 340, 48, 70, P.gold, ' rx="6"') + rect(1160, 336, 60, 12, P.ink);
  // pavement, pots, bench
  b += rect(0, 900, W, 100, P.stoneDark);
  b += g(`fill="${P.terra}"`, '<path d="M380 900L360 780H500L480 900Z"/><path d="M1130 900L1110 800H1230L1210 900Z"/>');
  b += g(`fill="${P.olive}"`, '<ellipse cx="430" cy="760" rx="90" ry="60"/><ellipse cx="1170" cy="780" rx="70" ry="50"/>');
  b += g(
    `fill="${P.terra}"`,
    '<circle cx="390" cy="730" r="14"/><circle cx="450" cy="720" r="14"/><circle cx="480" cy="760" r="12"/><circle cx="1150" cy="750" r="12"/><circle cx="1200" cy="760" r="12"/>',
  );
  b += rect(1290, 800, 240, 24, P.wood) + rect(1310, 824, 18, 76, P.wood) + rect(1492, 824, 18, 76, P.wood);
  return svg(W, H, 'The arched wooden entrance door of the guesthouse', b, wall);
}

function headerLocation() {
  const W = 1600;
  const H = 1000;
  let b = rect(0, 0, W, H, '#c9cca9');
  const R = rng(23);
  const fills = [P.sage, '#b6bc8f', P.stone, '#d7c59c', '#a8b07f', P.sageLight, '#c98f70'];
  const byFill = fills.map(() => '');
  for (let y = -120; y < H + 100; y += 170)
    for (let x = -160 + (y % 340 ? 90 : 0); x < W + 100; x += 240)
      byFill[r(R() * (fills.length - 1))] += `<rect x="${x}" y="${y}" width="230" height="160"/>`;
  b += g('transform="rotate(-8 800 500)"', fills.map((f, i) => (byFill[i] ? g(`fill="${f}"`, byFill[i]) : '')).join(''));
  // lake and river
  b += path('M1150 1000C1100 880 1200 800 1320 760C1460 710 1560 760 1680 720V1000Z', P.water);
  b += path(
    'M-20 120C200 200 300 160 480 260S760 420 900 400 1120 560 1250 780',
    'none',
    ` stroke="${P.water}" stroke-width="24" stroke-linecap="round"`,
  );
  // roads
  b += path(
    'M-20 760C240 720 400 800 620 640S900 560 980 480 1300 300 1640 260',
    'none',
    ` stroke="${P.white}" stroke-width="22"`,
  );
  b += path('M620 640C700 720 760 860 700 1020', 'none', ` stroke="${P.white}" stroke-width="14"`);
  // woods
  let woods = '';
  for (let i = 0; i < 26; i++) woods += `<circle cx="${r(80 + R() * 360)}" cy="${r(300 + R() * 260)}" r="${r(18 + R() * 14)}"/>`;
  for (let i = 0; i < 20; i++)
    woods += `<circle cx="${r(1080 + R() * 400)}" cy="${r(420 + R() * 200)}" r="${r(16 + R() * 14)}"/>`;
  b += g(`fill="${P.olive}"`, woods);
  // village and farm
  b += g(
    `fill="${P.terra}"`,
    '<rect x="960" y="400" width="40" height="30"/><rect x="1010" y="380" width="30" height="40"/><rect x="990" y="440" width="46" height="26"/><rect x="930" y="440" width="40" height="30"/>',
  );
  b += g(`fill="${P.terraDark}"`, '<rect x="820" y="560" width="44" height="30"/><rect x="872" y="574" width="24" height="20"/>');
  // location pin
  b +=
    path('M842 540C842 540 780 470 780 430A62 62 0 0 1 904 430C904 470 842 540 842 540Z', P.terra) +
    circle(842, 430, 24, P.white);
  return svg(W, H, 'Stylised map of the valley with the lake, the road and the guesthouse', b);
}

function roomsCards() {
  return {
    'room-uliveto': roomSvg('Olive Grove room: double bed and a window onto the olive trees', {
      window: [200, 170, 200, 280],
      view: 'olives',
      beds: [[560, 340, P.sage]],
      stand: 440,
      iron: true,
      rug: P.stone,
      picture: [960, 250],
    }),
    'room-glicine': roomSvg('Wisteria room: French window onto a small balcony', {
      wall: P.stoneLight,
      window: [820, 150, 200, 460],
      beds: [[180, 360, P.terra]],
      stand: 580,
      rug: P.sage,
      extra: g(
        `fill="${P.sage}"`,
        '<circle cx="800" cy="150" r="30"/><circle cx="850" cy="120" r="26"/><circle cx="920" cy="130" r="34"/><circle cx="990" cy="118" r="28"/><circle cx="1040" cy="150" r="30"/>',
      ),
    }),
    'room-torretta': roomSvg('Tower suite: round window, sloping beams and a wide bed', {
      wall: P.stone,
      attic: true,
      roundWindow: true,
      window: [520, 130, 160, 160],
      beds: [[420, 360, P.olive]],
      stand: 300,
      rug: P.terra,
    }),
    'room-fienile': roomSvg('Hayloft family room: glazed arch, a double and a single bed', {
      arch: true,
      window: [470, 140, 260, 330],
      beds: [
        [90, 320, P.terra],
        [860, 230, P.sage],
      ],
      rug: P.stone,
    }),
  };
}

function detailBathroom() {
  let b = rect(0, 0, 1200, 800, P.white);
  // tiled wainscot
  b += rect(0, 380, 1200, 300, P.terraLight);
  let t = '';
  for (let x = 0; x <= 1200; x += 60) t += `M${x} 380V680`;
  for (let y = 440; y < 680; y += 60) t += `M0 ${y}H1200`;
  b += line(t, P.white, 4, ' opacity=".6"');
  b += rect(0, 680, 1200, 120, P.cotto);
  // small window
  b +=
    rect(820, 110, 200, 220, P.stoneDark) +
    rect(840, 130, 160, 180, P.sky) +
    ridge(
      [
        [840, 250],
        [920, 230],
        [1000, 246],
      ],
      310,
      P.sage,
    ) +
    line('M920 130V310', P.white, 8);
  // freestanding tub
  b +=
    path('M220 520H820C820 640 740 700 620 700H420C300 700 220 640 220 520Z', P.white) +
    rect(200, 500, 640, 30, P.stoneLight, ' rx="15"');
  b += rect(280, 690, 20, 40, P.ink) + rect(740, 690, 20, 40, P.ink);
  b += line('M780 500V420C780 390 820 390 820 420', P.ink, 10);
  // towels, plant
  b += rect(960, 430, 120, 180, P.sage, ' rx="8"') + line('M940 430H1100', P.wood, 10);
  b +=
    path('M100 680L85 590H175L160 680Z', P.terra) +
    g(`fill="${P.olive}"`, '<ellipse cx="130" cy="570" rx="50" ry="36"/><ellipse cx="110" cy="530" rx="30" ry="30"/>');
  return svg(1200, 800, 'Bathroom with a freestanding tub and terracotta tiles', b);
}

function detailBalcony() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 430],
      [400, 380],
      [800, 420],
      [1240, 370],
    ],
    800,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-40, 520],
      [500, 480],
      [1240, 500],
    ],
    800,
    P.sage,
  );
  b += cypress(760, 520, 130) + cypress(790, 520, 96);
  // pergola
  b += rect(0, 0, 1200, 40, P.wood) + line('M100 40V560M1100 40V560', P.wood, 26, ' stroke-linecap="butt"');
  b += g(
    `fill="${P.sage}"`,
    '<ellipse cx="200" cy="50" rx="160" ry="50"/><ellipse cx="520" cy="40" rx="200" ry="50"/><ellipse cx="900" cy="50" rx="220" ry="56"/><ellipse cx="1120" cy="120" rx="60" ry="90"/>',
  );
  b += g(
    `fill="${P.olive}" opacity=".6"`,
    '<ellipse cx="360" cy="80" rx="70" ry="26"/><ellipse cx="760" cy="86" rx="90" ry="26"/>',
  );
  // railing and floor
  b += rect(0, 560, 1200, 240, P.cotto);
  let rails = 'M0 450H1200';
  for (let x = 20; x < 1200; x += 50) rails += `M${x} 450V560`;
  b += line(rails, P.ink, 6, ' stroke-linecap="butt"');
  // two chairs and a bistro table
  b += g(
    `fill="${P.terra}"`,
    '<path d="M330 720V560H350V640H440V720H425V660H350V720Z"/><path d="M870 720V560H850V640H760V720H775V660H850V720Z"/>',
  );
  b += ellipse(600, 600, 100, 20, P.white) + rect(594, 600, 12, 120, P.ink) + rect(560, 716, 80, 8, P.ink);
  b += wineGlass(570, 594, 0.4) + wineGlass(630, 594, 0.4);
  return svg(
    1200,
    800,
    'Balcony under a pergola with two chairs facing the valley',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#f0e3cc'],
    ]),
  );
}

function detailTowerView() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += circle(820, 250, 60, P.sun);
  b += ridge(
    [
      [-40, 420],
      [300, 360],
      [700, 400],
      [1240, 350],
    ],
    800,
    '#cdd2b8',
  );
  b += townSilhouette(300, 370, 0.8, '#b7bd9f');
  b += ridge(
    [
      [-40, 500],
      [500, 450],
      [1000, 490],
      [1240, 470],
    ],
    800,
    P.sage,
  );
  let rows = '';
  for (let k = 0; k < 8; k++) rows += `M${620 + k * 50} ${520 + k * 22}L${1000 + k * 30} ${500 + k * 18}`;
  b += line(rows, P.olive, 10, ' opacity=".6"');
  b += ridge(
    [
      [-40, 620],
      [600, 590],
      [1240, 630],
    ],
    800,
    P.olive,
  );
  b += cypress(180, 620, 200) + cypress(220, 620, 150);
  // the tower window frame
  b += path('M0 0H1200V800H0ZM260 760V260A340 200 0 0 1 940 260V760Z', P.stone, ' fill-rule="evenodd"');
  b += path('M260 760V260A340 200 0 0 1 940 260V760H900V270A300 170 0 0 0 300 270V760Z', P.stoneDark);
  b += rect(220, 740, 760, 60, P.stoneDark);
  return svg(
    1200,
    800,
    'The view from the tower window over hills and vineyards',
    b,
    vgrad('s', [
      [0, '#b4d2da'],
      [1, '#f3dcc0'],
    ]),
  );
}

function detailReadingCorner() {
  let b = rect(0, 0, 1200, 800, P.stoneLight);
  b += rect(0, 640, 1200, 160, P.cotto) + rect(0, 632, 1200, 10, P.stoneDark);
  // bookshelf
  b += rect(120, 120, 360, 520, P.wood);
  const R = rng(5);
  const colors = [P.terra, P.sage, P.olive, P.stone, P.white, P.terraDark, P.gold];
  let books = '';
  for (let s = 0; s < 4; s++) {
    const y = 140 + s * 125;
    books += `<rect x="140" y="${y + 100}" width="320" height="10" fill="${P.woodLight}"/>`;
    for (let x = 146; x < 440;) {
      const w = 16 + r(R() * 18);
      const h = 70 + r(R() * 28);
      books += `<rect x="${x}" y="${y + 100 - h}" width="${w}" height="${h}" fill="${colors[r(R() * 6)]}"/>`;
      x += w + 3;
    }
  }
  b += books;
  // armchair
  b += path('M600 640V420C600 360 640 340 700 340H860C920 340 960 360 960 420V640Z', P.terra);
  b +=
    rect(560, 480, 80, 160, P.terraDark, ' rx="30"') +
    rect(920, 480, 80, 160, P.terraDark, ' rx="30"') +
    rect(640, 520, 280, 70, P.terraLight, ' rx="16"');
  b += rect(610, 640, 16, 30, P.wood) + rect(934, 640, 16, 30, P.wood);
  b += rect(700, 420, 120, 80, P.white, ' rx="20" opacity=".8"');
  // floor lamp and rug
  b +=
    line('M1080 660V260', P.ink, 10) +
    poly([1020, 270, 1140, 270, 1116, 180, 1044, 180], P.stone) +
    rect(1040, 656, 80, 12, P.ink);
  b += ellipse(780, 730, 300, 44, P.sage, ' opacity=".9"');
  return svg(1200, 800, 'Reading corner with bookshelf and armchair', b);
}

function serviceBreakfast() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 380],
      [400, 330],
      [800, 370],
      [1240, 320],
    ],
    800,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-40, 450],
      [600, 410],
      [1240, 440],
    ],
    800,
    P.sage,
  );
  b += cypress(300, 450, 120) + cypress(330, 450, 90);
  b += rect(0, 0, 1200, 36, P.wood) + line('M60 36V520M1140 36V520', P.wood, 24, ' stroke-linecap="butt"');
  b += g(
    `fill="${P.sage}"`,
    '<ellipse cx="150" cy="40" rx="180" ry="40"/><ellipse cx="640" cy="30" rx="260" ry="40"/><ellipse cx="1080" cy="40" rx="160" ry="44"/>',
  );
  // table
  b += rect(0, 520, 1200, 280, P.stoneDark);
  b += poly([120, 520, 1080, 520, 1160, 800, 40, 800], P.white);
  b += line('M130 560H1070M150 620H1050', P.terra, 6, ' opacity=".5"');
  // plates, cups, bread, jars, fruit
  b += g(
    `fill="${P.stoneLight}" stroke="${P.stoneDark}" stroke-width="4"`,
    '<ellipse cx="320" cy="660" rx="110" ry="40"/><ellipse cx="880" cy="660" rx="110" ry="40"/>',
  );
  b += g(`fill="${P.terra}"`, '<path d="M290 640H350V600H290Z"/><path d="M850 640H910V600H850Z"/>');
  b +=
    path('M520 600C520 540 680 540 680 600Z', '#c99a64') + line('M560 560L570 590M600 550L610 585M640 560L648 588', '#8a6440', 4);
  b +=
    rect(430, 540, 56, 70, P.terraDark, ' rx="8"') +
    rect(426, 530, 64, 16, P.terra) +
    rect(720, 545, 56, 65, P.olive, ' rx="8"') +
    rect(716, 535, 64, 16, P.terra);
  b +=
    path('M980 600C980 560 1080 560 1080 600Z', P.white) +
    g(
      `fill="${P.gold}"`,
      '<circle cx="1010" cy="566" r="18"/><circle cx="1050" cy="566" r="18"/><circle cx="1030" cy="550" r="18"/>',
    );
  b +=
    path('M160 600L170 520H230L240 600Z', P.ink) +
    poly([170, 520, 230, 520, 220, 500, 180, 500], P.ink) +
    rect(194, 486, 12, 14, P.ink);
  return svg(
    1200,
    800,
    'Breakfast table under the pergola with bread, jams and fruit',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#f0e3cc'],
    ]),
  );
}

function servicePool() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 360],
      [400, 300],
      [900, 350],
      [1240, 310],
    ],
    800,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-40, 440],
      [500, 400],
      [1240, 430],
    ],
    800,
    P.sage,
  );
  for (const [x, h] of [
    [120, 200],
    [160, 160],
    [1010, 220],
    [1050, 170],
    [1090, 140],
  ])
    b += cypress(x, 470, h);
  b += rect(0, 460, 1200, 340, P.stoneLight);
  b += poly([260, 500, 940, 500, 1100, 760, 100, 760], P.stone);
  b += poly([290, 515, 910, 515, 1060, 745, 140, 745], P.water);
  b += line('M330 560H520M640 600H860M260 660H480M600 700H900', P.white, 6, ' opacity=".55"');
  // loungers and umbrella
  b += g(
    `fill="${P.white}"`,
    '<path d="M30 660L70 560L100 568L74 640H240L230 672H40Z"/><path d="M1170 660L1130 560L1100 568L1126 640H960L970 672H1160Z"/>',
  );
  b += line('M60 672V710M220 672V710M980 672V710M1140 672V710', P.ink, 6);
  b += line('M1050 300V640', P.ink, 8) + path('M930 340C960 280 1140 280 1170 340Z', P.terra);
  b += g(`fill="${P.terra}"`, '<path d="M40 800L30 720H110L100 800Z"/>') + ellipse(70, 700, 56, 34, P.olive);
  return svg(
    1200,
    800,
    'Swimming pool with loungers and a view of the valley',
    b,
    vgrad('s', [
      [0, '#a7c6cf'],
      [1, '#eee3cc'],
    ]),
  );
}

function serviceBicycles() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 380],
      [500, 320],
      [1240, 370],
    ],
    800,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-40, 470],
      [600, 430],
      [1240, 460],
    ],
    800,
    P.sage,
  );
  b += path('M520 800C560 700 700 640 760 540S840 450 820 430', 'none', ` stroke="${P.stoneLight}" stroke-width="22"`);
  for (const [x, y, h] of [
    [560, 690, 120],
    [700, 630, 100],
    [740, 540, 80],
    [840, 520, 70],
    [790, 470, 56],
    [860, 450, 46],
  ])
    b += cypress(x, y, h);
  // stone wall the bikes lean on
  b += rect(0, 600, 1200, 200, P.stone);
  b += g(
    `fill="${P.stoneDark}"`,
    '<rect x="20" y="614" width="160" height="50" rx="16"/><rect x="200" y="620" width="140" height="44" rx="16"/><rect x="360" y="612" width="200" height="52" rx="16"/><rect x="580" y="620" width="150" height="46" rx="16"/><rect x="760" y="614" width="180" height="50" rx="16"/><rect x="960" y="618" width="220" height="46" rx="16"/><rect x="80" y="684" width="180" height="50" rx="16"/><rect x="290" y="690" width="140" height="44" rx="16"/><rect x="460" y="686" width="200" height="50" rx="16"/><rect x="690" y="690" width="170" height="46" rx="16"/><rect x="900" y="686" width="200" height="50" rx="16"/>',
  );
  b += rect(0, 760, 1200, 40, P.stoneDark);
  b += bicycle(380, 780, 1.5, P.terra) + bicycle(860, 780, 1.5, P.olive);
  return svg(
    1200,
    800,
    'Two bicycles against a stone wall by a cypress road',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#f0e3cc'],
    ]),
  );
}

function serviceParking() {
  let b = rect(0, 0, 1200, 800, P.stone);
  b += rect(0, 0, 1200, 380, 'url(#s)');
  b += ridge(
    [
      [-40, 320],
      [600, 280],
      [1240, 320],
    ],
    400,
    P.sage,
  );
  b += rect(0, 380, 1200, 420, P.stoneLight);
  // reed shade on a wooden frame
  b += rect(120, 180, 960, 40, P.stoneDark) + line('M140 220V620M1060 220V620M600 220V620', P.wood, 22, ' stroke-linecap="butt"');
  let reeds = '';
  for (let x = 130; x < 1080; x += 14) reeds += `M${x} 182V218`;
  b += line(reeds, P.woodLight, 4);
  // car
  b += path(
    'M300 600V540C300 520 320 510 340 506L420 440C440 424 460 420 490 420H700C730 420 750 428 770 446L840 506C880 510 910 520 910 550V600Z',
    P.terra,
  );
  b += path('M440 500L490 452H590V500ZM620 500V452H700C716 452 726 458 736 468L766 500Z', P.sky);
  b += circle(400, 600, 52, P.ink) + circle(810, 600, 52, P.ink) + circle(400, 600, 20, P.stone) + circle(810, 600, 20, P.stone);
  // wi-fi sign on the wall
  b += rect(1010, 420, 150, 150, P.white, ' rx="20"');
  b +=
    `<g fill="none" stroke="${P.olive}" stroke-width="12" stroke-linecap="round"><path d="M1040 490A60 60 0 0 1 1130 490"/><path d="M1056 510A36 36 0 0 1 1114 510"/></g>` +
    circle(1085, 535, 10, P.olive);
  b += g(`fill="${P.olive}"`, '<ellipse cx="60" cy="640" rx="80" ry="60"/><ellipse cx="1120" cy="680" rx="90" ry="50"/>');
  return svg(
    1200,
    800,
    'Shaded parking under a reed canopy and a Wi-Fi sign',
    b,
    vgrad('s', [
      [0, '#bcd6dc'],
      [1, '#f0e3cc'],
    ]),
  );
}

function expWine() {
  let b = rect(0, 0, 1200, 800, '#4a3a30');
  b += path('M100 800V300A500 260 0 0 1 1100 300V800Z', '#6a5242');
  let bricks = '';
  for (let y = 120; y < 640; y += 60) bricks += `M100 ${y}H1100`;
  b += line(bricks, '#5a4638', 4);
  // barrels
  for (const [x, y, rad] of [
    [260, 520, 120],
    [520, 520, 120],
    [780, 520, 120],
    [1040, 520, 120],
    [390, 320, 100],
    [650, 320, 100],
    [910, 320, 100],
  ]) {
    b +=
      circle(x, y, rad, P.woodLight) +
      `<circle cx="${x}" cy="${y}" r="${rad - 22}" fill="none" stroke="${P.wood}" stroke-width="10"/>` +
      circle(x, y, 14, P.wood);
  }
  // tasting table
  b += rect(0, 640, 1200, 160, P.wood) + rect(0, 636, 1200, 10, P.woodLight);
  b += wineGlass(420, 630, 1.1) + wineGlass(560, 630, 1.1) + wineGlass(700, 630, 1.1, '#e8d7a6');
  b +=
    path('M870 630V470C870 440 900 430 900 400V360H930V400C930 430 960 440 960 470V630Z', P.oliveDark) +
    rect(872, 510, 86, 60, P.stone);
  b +=
    poly([120, 630, 320, 630, 300, 600, 140, 600], P.woodLight) +
    g(`fill="${P.gold}"`, '<path d="M160 600L200 560L240 600Z"/><rect x="250" y="578" width="40" height="22"/>');
  return svg(1200, 800, 'Wine tasting in a vaulted cellar with oak barrels', b);
}

function expTruffle() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 420],
      [600, 380],
      [1240, 420],
    ],
    800,
    P.sageLight,
  );
  const R = rng(3);
  for (let i = 0; i < 6; i++) b += oak(80 + i * 210 + R() * 40, 560 + R() * 20, 1.3 + R() * 0.3, P.sage, P.olive);
  b += rect(0, 560, 1200, 240, '#a48b6a');
  let leaves = '';
  for (let i = 0; i < 60; i++) leaves += `M${r(R() * 1200)} ${r(580 + R() * 220)}l${r(R() * 16 - 8)} ${r(R() * 10 - 5)}`;
  b += line(leaves, P.terra, 9, ' opacity=".5"');
  for (let i = 0; i < 3; i++) b += oak(150 + i * 480, 700, 2.4, P.olive, P.oliveDark);
  // the dog, nose to the ground
  b += g(
    `${at(560, 720)} fill="${P.stone}"`,
    '<ellipse cx="0" cy="-70" rx="90" ry="44"/><rect x="-80" y="-60" width="22" height="60" rx="8"/><rect x="-40" y="-60" width="22" height="60" rx="8"/><rect x="40" y="-60" width="22" height="60" rx="8"/><rect x="70" y="-60" width="22" height="60" rx="8"/><path d="M-86-90C-120-110-130-140-110-150C-100-130-90-110-76-100Z"/><circle cx="110" cy="-30" r="38"/><ellipse cx="140" cy="-10" rx="24" ry="18"/>',
  );
  b += ellipse(96, 0, 18, 30, P.stoneDark, ` ${at(560, 720)}`) + circle(724, 700, 8, P.ink);
  // basket with truffles
  b += path('M820 740L800 660H980L960 740Z', P.woodLight) + line('M820 660C830 590 950 590 960 660', P.wood, 8);
  b += g(
    `fill="${P.ink}"`,
    '<circle cx="850" cy="655" r="24"/><circle cx="895" cy="650" r="28"/><circle cx="940" cy="658" r="20"/><circle cx="760" cy="742" r="16"/>',
  );
  return svg(
    1200,
    800,
    'Truffle dog searching among the oaks, with a basket of truffles',
    b,
    vgrad('s', [
      [0, '#d7dcc9'],
      [1, '#efe2c8'],
    ]),
  );
}

function expVillage() {
  let b = rect(0, 0, 1200, 800, 'url(#s)');
  b += ridge(
    [
      [-40, 460],
      [300, 420],
      [700, 450],
      [1240, 400],
    ],
    800,
    '#cdd2b8',
  );
  b += ridge(
    [
      [-40, 700],
      [200, 560],
      [520, 330],
      [760, 320],
      [1000, 520],
      [1240, 640],
    ],
    800,
    P.sage,
  );
  // walls and houses on the hilltop
  b += path('M380 420L400 360H880L900 420Z', P.stoneDark);
  let merlons = '';
  for (let x = 404; x < 880; x += 28) merlons += `<rect x="${x}" y="348" width="16" height="14"/>`;
  b += g(`fill="${P.stoneDark}"`, merlons);
  b += g(
    `fill="${P.stone}"`,
    '<rect x="430" y="280" width="80" height="80"/><rect x="520" y="260" width="70" height="100"/><rect x="600" y="290" width="90" height="70"/><rect x="700" y="270" width="70" height="90"/><rect x="780" y="300" width="80" height="60"/><rect x="560" y="150" width="40" height="210"/><rect x="720" y="190" width="50" height="170"/>',
  );
  b += g(
    `fill="${P.terra}"`,
    '<path d="M424 280L470 258L516 280Z"/><path d="M514 260L555 236L596 260Z"/><path d="M594 290L645 264L696 290Z"/><path d="M694 270L735 246L776 270Z"/><path d="M774 300L820 276L866 300Z"/><path d="M554 150L580 120L606 150Z"/><path d="M714 190L745 164L776 190Z"/>',
  );
  b += g(
    `fill="${P.ink}"`,
    '<rect x="572" y="170" width="16" height="24" rx="8"/><rect x="737" y="210" width="16" height="24" rx="8"/><rect x="450" y="300" width="12" height="18"/><rect x="620" y="310" width="12" height="18"/><rect x="800" y="316" width="12" height="18"/>',
  );
  // trail with two walkers
  b += line('M160 800C300 740 200 680 360 640S560 600 480 520 620 450 640 420', P.stoneLight, 10, ' stroke-dasharray="2 22"');
  b += g(`fill="${P.terra}"`, '<circle cx="330" cy="608" r="10"/><rect x="322" y="620" width="16" height="36" rx="6"/>');
  b += g(`fill="${P.olive}"`, '<circle cx="368" cy="616" r="10"/><rect x="360" y="628" width="16" height="36" rx="6"/>');
  b += ridge(
    [
      [-40, 740],
      [400, 720],
      [1240, 760],
    ],
    800,
    P.olive,
  );
  b += cypress(980, 740, 200) + cypress(1020, 740, 150) + olive(130, 790, 1.1);
  return svg(
    1200,
    800,
    'A walled medieval village on a hilltop and the trail leading to it',
    b,
    vgrad('s', [
      [0, '#b4d2da'],
      [1, '#efe4cf'],
    ]),
  );
}

function expCooking() {
  let b = rect(0, 0, 1200, 800, P.stoneLight);
  // window and hanging pans
  b +=
    rect(760, 90, 300, 260, P.stoneDark) +
    rect(780, 110, 260, 220, P.sky) +
    ridge(
      [
        [780, 250],
        [900, 220],
        [1040, 244],
      ],
      330,
      P.sage,
    ) +
    cypress(960, 300, 90) +
    line('M910 110V330M780 210H1040', P.white, 8);
  b += line('M80 70H640', P.ink, 8);
  for (const [x, rad] of [
    [150, 56],
    [300, 70],
    [470, 50],
    [590, 40],
  ])
    b +=
      line(`M${x} 70V${120 - rad}`, P.ink, 5) +
      circle(x, 120 + 10, rad, P.terra) +
      circle(x, 130, rad - 14, P.terraDark, ' opacity=".4"');
  // worktop
  b += rect(0, 470, 1200, 330, P.wood) + rect(0, 460, 1200, 20, P.woodLight);
  b += poly([150, 520, 1050, 520, 1110, 740, 90, 740], P.woodLight);
  // flour well with eggs
  b +=
    ellipse(420, 620, 190, 70, P.white) +
    ellipse(420, 610, 100, 34, P.stoneLight) +
    circle(400, 606, 20, P.gold) +
    circle(448, 612, 18, P.gold);
  b += line('M620 700L980 560', P.stone, 26) + line('M600 708L630 696M970 564L1000 552', P.wood, 14);
  let nests = '';
  for (const [x, y] of [
    [760, 660],
    [880, 690],
    [180, 700],
  ])
    nests += `M${x - 34} ${y}a34 16 0 1 0 68 0a26 12 0 1 0-52 0a16 7 0 1 0 34 0`;
  b += line(nests, '#e8d7a6', 6);
  b +=
    path('M1010 470L995 390H1085L1070 470Z', P.terra) +
    g(
      `fill="${P.olive}"`,
      '<circle cx="1020" cy="370" r="28"/><circle cx="1060" cy="364" r="30"/><circle cx="1040" cy="336" r="26"/>',
    );
  return svg(1200, 800, 'Cooking lesson: flour, eggs, a rolling pin and fresh pasta nests', b);
}

function galleryImages() {
  const sky = vgrad('s', [
    [0, '#bcd6dc'],
    [1, '#f0e3cc'],
  ]);
  const out = {};

  {
    let b = rect(0, 0, 1200, 800, 'url(#s)');
    b += ridge(
      [
        [-40, 360],
        [500, 300],
        [1240, 350],
      ],
      800,
      '#cdd2b8',
    );
    b += ridge(
      [
        [-40, 480],
        [400, 420],
        [800, 400],
        [1240, 450],
      ],
      800,
      P.sage,
    );
    b += farmhouse(700, 414, 0.38);
    b += path('M380 800C420 700 620 680 600 600S760 480 740 420', 'none', ` stroke="${P.stoneLight}" stroke-width="18"`);
    for (const [x, y, h] of [
      [330, 780, 230],
      [520, 780, 220],
      [470, 660, 160],
      [660, 660, 150],
      [560, 560, 110],
      [700, 560, 100],
      [660, 490, 70],
      [780, 490, 64],
    ])
      b += cypress(x, y, h);
    out['gallery-cypress-road'] = svg(1200, 800, 'A white road lined with cypresses winding up to the farmhouse', b, sky);
  }
  {
    let b = rect(0, 0, 1200, 800, P.stone);
    b += rect(0, 0, 1200, 200, 'url(#s)');
    b +=
      path('M420 560V300A120 120 0 0 1 660 300V560Z', P.wood) +
      rect(760, 260, 80, 110, P.ink) +
      rect(740, 260, 18, 110, P.olive) +
      rect(842, 260, 18, 110, P.olive);
    b += rect(0, 200, 1200, 30, P.wood) + line('M100 230V600M1100 230V600', P.wood, 22, ' stroke-linecap="butt"');
    b += g(
      `fill="${P.sage}"`,
      '<ellipse cx="180" cy="200" rx="220" ry="50"/><ellipse cx="640" cy="196" rx="260" ry="50"/><ellipse cx="1060" cy="204" rx="200" ry="54"/>',
    );
    b += rect(0, 560, 1200, 240, P.stoneDark);
    let pav = '';
    for (let y = 600; y < 800; y += 50) pav += `M0 ${y}H1200`;
    b += line(pav, P.stone, 4);
    b += rect(260, 600, 680, 24, P.white) + rect(280, 624, 16, 90, P.wood) + rect(904, 624, 16, 90, P.wood);
    b += g(
      `fill="${P.terra}"`,
      '<circle cx="420" cy="590" r="14"/><circle cx="600" cy="590" r="14"/><circle cx="780" cy="590" r="14"/><path d="M60 740L40 620H180L160 740Z"/><path d="M1040 740L1020 640H1140L1120 740Z"/>',
    );
    b += g(`fill="${P.olive}"`, '<ellipse cx="110" cy="600" rx="80" ry="50"/><ellipse cx="1080" cy="620" rx="70" ry="44"/>');
    out['gallery-courtyard'] = svg(1200, 800, 'The courtyard with a pergola, a long table and terracotta pots', b, sky);
  }
  {
    let b = rect(0, 0, 1200, 800, 'url(#s)') + circle(600, 300, 70, P.sun);
    b += ridge(
      [
        [-40, 380],
        [300, 320],
        [700, 360],
        [1240, 300],
      ],
      800,
      '#cdd2b8',
    );
    b += rect(0, 440, 1200, 360, P.water);
    b += line('M540 480H660M500 520H700M560 560H640', P.sun, 6, ' opacity=".8"');
    b += path('M-40 800V420C100 400 260 440 360 520S420 700 560 800Z', P.sage);
    b += path('M1240 800V400C1100 390 960 440 900 540S820 720 700 800Z', P.olive);
    b += cypress(180, 470, 150) + cypress(1000, 470, 170) + cypress(1040, 480, 120);
    out['gallery-lake-view'] = svg(
      1200,
      800,
      'A lake between wooded hills at the end of the day',
      b,
      vgrad('s', [
        [0, '#bcd6dc'],
        [1, '#f3dcc0'],
      ]),
    );
  }
  {
    let b = rect(0, 0, 1200, 800, 'url(#s)');
    b += ridge(
      [
        [-40, 380],
        [600, 330],
        [1240, 380],
      ],
      800,
      '#cdd2b8',
    );
    b += ridge(
      [
        [-40, 460],
        [500, 430],
        [1240, 470],
      ],
      800,
      '#b6bc8f',
    );
    b += oak(880, 470, 1.2);
    const R = rng(42);
    let poppies = '';
    for (let i = 0; i < 130; i++) {
      const y = 480 + R() * 320;
      poppies += `<circle cx="${r(R() * 1200)}" cy="${r(y)}" r="${r(3 + ((y - 480) / 320) * 11)}"/>`;
    }
    b += g(`fill="${P.terra}"`, poppies);
    out['gallery-poppies'] = svg(1200, 800, 'A field of poppies below the hills and a lone oak', b, sky);
  }
  {
    let b = rect(0, 0, 1200, 800, '#ece6da');
    const layers = [
      [
        [
          [-40, 300],
          [400, 260],
          [800, 290],
          [1240, 250],
        ],
        P.sageLight,
        0.5,
      ],
      [
        [
          [-40, 400],
          [500, 350],
          [900, 390],
          [1240, 360],
        ],
        P.sage,
        0.55,
      ],
      [
        [
          [-40, 500],
          [300, 460],
          [800, 500],
          [1240, 450],
        ],
        P.sage,
        0.75,
      ],
      [
        [
          [-40, 620],
          [600, 580],
          [1240, 620],
        ],
        P.olive,
        0.85,
      ],
      [
        [
          [-40, 740],
          [500, 700],
          [1240, 730],
        ],
        P.oliveDark,
        1,
      ],
    ];
    for (const [pts, c, o] of layers) {
      b += ridge(pts, 800, c, ` opacity="${o}"`);
      if (c === P.sage && o === 0.55) b += townSilhouette(620, 370, 0.9, P.sage).replace('<g ', '<g opacity=".5" ');
    }
    b += cypress(200, 700, 180, P.ink) + cypress(240, 700, 140, P.ink);
    out['gallery-morning-mist'] = svg(1200, 800, 'Morning mist over layered hills', b);
  }
  {
    let b = rect(0, 0, 1200, 800, 'url(#n)');
    const R = rng(99);
    let stars = '';
    for (let i = 0; i < 70; i++) stars += `<circle cx="${r(R() * 1200)}" cy="${r(R() * 460)}" r="${R() > 0.85 ? 3 : 2}"/>`;
    b += g(`fill="${P.white}"`, stars);
    b += circle(960, 150, 46, P.white) + circle(980, 138, 44, '#33405a');
    b += ridge(
      [
        [-40, 520],
        [500, 470],
        [1240, 510],
      ],
      800,
      '#3e4a4a',
    );
    b += farmhouse(380, 620, 0.9).replace(/#f7f2ea/g, P.white);
    b += g(
      `fill="${P.gold}"`,
      '<rect x="416" y="476" width="25" height="38"/><rect x="479" y="476" width="25" height="38"/><rect x="565" y="545" width="25" height="38"/>',
    );
    b += ridge(
      [
        [-40, 640],
        [600, 610],
        [1240, 640],
      ],
      800,
      '#2f3834',
    );
    b += cypress(260, 640, 220, P.ink) + cypress(300, 640, 170, P.ink) + cypress(1000, 640, 200, P.ink);
    out['gallery-starry-night'] = svg(
      1200,
      800,
      'Starry night over the farmhouse with lit windows',
      b
        .replace(/fill="#d9cbb4"/g, 'fill="#8d8474"')
        .replace(/fill="#cdbd9f"/g, 'fill="#7f7768"')
        .replace(/fill="#e9e0d0"/g, 'fill="#968d7d"'),
      vgrad('n', [
        [0, '#1f2638'],
        [1, '#4a5670'],
      ]),
    );
  }
  {
    let b = rect(0, 0, 1200, 800, 'url(#s)');
    b += poly([0, 0, 420, 0, 420, 800, 0, 800], P.stone) + poly([780, 0, 1200, 0, 1200, 800, 780, 800], '#cdbd9f');
    b += path('M420 260H780V0H420ZM440 260V180A160 120 0 0 1 760 180V260Z', P.stoneDark, ' fill-rule="evenodd"');
    b += poly([420, 800, 780, 800, 700, 560, 500, 560], P.stoneLight);
    let steps = '';
    for (let i = 0; i < 6; i++) steps += `M${500 - i * 14} ${560 + i * 40}H${700 + i * 14}`;
    b += line(steps, P.stoneDark, 5);
    b += rect(500, 300, 200, 260, '#c9b89a');
    b += path('M560 560V470A40 40 0 0 1 640 470V560Z', P.wood);
    b += g(
      `fill="${P.ink}"`,
      '<rect x="150" y="180" width="70" height="110"/><rect x="150" y="420" width="70" height="110"/><rect x="960" y="220" width="70" height="110"/><rect x="960" y="460" width="70" height="110"/>',
    );
    b += g(
      `fill="${P.olive}"`,
      '<rect x="118" y="180" width="30" height="110"/><rect x="222" y="180" width="30" height="110"/><rect x="928" y="220" width="30" height="110"/><rect x="1032" y="220" width="30" height="110"/>',
    );
    b += g(
      `fill="${P.terra}"`,
      '<rect x="140" y="290" width="90" height="28"/><rect x="950" y="330" width="90" height="28"/><path d="M330 800L320 720H400L390 800Z"/><path d="M820 800L810 730H880L870 800Z"/>',
    );
    b += g(
      `fill="${P.sage}"`,
      '<circle cx="160" cy="280" r="16"/><circle cx="210" cy="276" r="16"/><circle cx="970" cy="320" r="16"/><circle cx="1020" cy="318" r="16"/><ellipse cx="360" cy="700" rx="50" ry="34"/><ellipse cx="845" cy="710" rx="44" ry="30"/>',
    );
    out['gallery-village-lane'] = svg(1200, 800, 'A narrow lane with steps and an arch in the old village', b, sky);
  }
  {
    let b = rect(0, 0, 1200, 800, 'url(#s)');
    b += ridge(
      [
        [-40, 380],
        [600, 340],
        [1240, 380],
      ],
      800,
      '#cdd2b8',
    );
    b += rect(0, 430, 1200, 370, '#b1b58a');
    b += olive(200, 470, 0.7) + olive(980, 470, 0.7) + olive(600, 460, 0.6);
    b += path('M180 800L380 600H940L1120 800Z', '#e3e6cf');
    b += olive(640, 640, 2.6);
    b += line('M880 640L800 320M930 640L850 320M868 590H918M852 520H900M836 450H884M820 380H868', P.wood, 10);
    b += g(
      `fill="${P.woodLight}"`,
      '<rect x="220" y="660" width="150" height="90"/><rect x="960" y="680" width="150" height="90"/>',
    );
    b += g(
      `fill="${P.oliveDark}"`,
      '<circle cx="260" cy="656" r="14"/><circle cx="300" cy="652" r="14"/><circle cx="340" cy="658" r="14"/><circle cx="1000" cy="676" r="14"/><circle cx="1040" cy="672" r="14"/><circle cx="1080" cy="678" r="14"/><circle cx="520" cy="700" r="8"/><circle cx="700" cy="720" r="8"/><circle cx="760" cy="690" r="8"/>',
    );
    out['gallery-olive-harvest'] = svg(1200, 800, 'Olive harvest: nets under the trees, a ladder and full crates', b, sky);
  }
  return out;
}

function logo(size = 64) {
  return svg(
    size,
    size,
    'Locanda',
    `<g transform="scale(${size / 64})">` +
      rect(0, 0, 64, 64, P.terra, ' rx="14"') +
      path('M16 54V28A16 16 0 0 1 48 28V54Z', P.white) +
      path('M16 54V44C24 40 36 40 48 45V54Z', P.sage) +
      path('M32 18C36 26 37 38 34.5 46H29.5C27 38 28 26 32 18Z', P.olive) +
      rect(12, 52, 40, 4, P.white, ' rx="2"') +
      '</g>',
  );
}

// ---------------------------------------------------------------- write

const files = {
  'hero-hills': heroHills(),
  'cta-sunset': ctaSunset(),
  'farmhouse-before': farmhouseScene('ruin'),
  'farmhouse-after': farmhouseScene('restored'),
  'header-rooms': headerRooms(),
  'header-experiences': headerExperiences(),
  'header-gallery': headerGallery(),
  'header-services': headerServices(),
  'header-contact': headerContact(),
  'header-location': headerLocation(),
  ...roomsCards(),
  'detail-bathroom': detailBathroom(),
  'detail-balcony': detailBalcony(),
  'detail-tower-view': detailTowerView(),
  'detail-reading-corner': detailReadingCorner(),
  'service-breakfast': serviceBreakfast(),
  'service-pool': servicePool(),
  'service-bicycles': serviceBicycles(),
  'service-parking': serviceParking(),
  'exp-wine': expWine(),
  'exp-truffle': expTruffle(),
  'exp-village': expVillage(),
  'exp-cooking': expCooking(),
  ...galleryImages(),
  logo: logo(),
};

mkdirSync(outDir, { recursive: true });
for (const [name, content] of Object.entries(files)) {
  writeFileSync(join(outDir, `${name}.svg`), content);
}
writeFileSync(join(root, 'public', 'favicon.svg'), logo());
const sizes = Object.entries(files).map(([n, c]) => `${n}.svg ${(Buffer.byteLength(c) / 1024).toFixed(1)} KB`);
console.log(`Wrote ${sizes.length} files to public/demo and public/favicon.svg\n${sizes.join('\n')}`);
