// QR codes for the browser tests: the modules of an SVG that Sanduq drew (the qrcode crate's
// one-path SVG, "M<x> <y>h1v1..." per dark module), a Y4M video of one for Chromium's fake
// camera, and decoding one with the jsQR Sanduq vendors for its pages.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ROOT } from "./support.mjs";

const require = createRequire(import.meta.url);
const jsQR = require(join(ROOT, "shared/pages/assets/vendor/jsQR.js"));
// the npm qrcode package draws what Sanduq would not: a payload a test made up (a QR whose
// EMVCo CRC is wrong, as a damaged or altered sticker's would be)
const QRCode = require("qrcode");

/** { size, dark: Set("x,y") } of a Sanduq QR SVG. */
export function modules(svg) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)[1]);
  const dark = new Set();
  for (const m of svg.matchAll(/M(\d+) (\d+)h1v1/g)) dark.add(`${m[1]},${m[2]}`);
  if (dark.size === 0) throw new Error("no modules in the SVG");
  return { size, dark };
}

/** { size, dark } of any text's QR (error correction M, a quiet zone of 4 modules). */
export function modulesOfText(text) {
  const m = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  const dark = new Set();
  for (let y = 0; y < m.size; y++) {
    for (let x = 0; x < m.size; x++) if (m.get(y, x)) dark.add(`${x + 4},${y + 4}`);
  }
  return { size: m.size + 8, dark };
}

/** Writes a Y4M (4:2:0) video of `frames` frames showing the QR centred on white; its path.
 * `svg`: a Sanduq QR SVG, or { size, dark } (`modulesOfText`). */
export function y4m(svg, path, { width = 640, height = 480, frames = 3 } = {}) {
  const { size, dark } = typeof svg === "string" ? modules(svg) : svg;
  const scale = Math.floor(Math.min(width, height) * 0.8 / size);
  const x0 = Math.floor((width - size * scale) / 2);
  const y0 = Math.floor((height - size * scale) / 2);
  const y = Buffer.alloc(width * height, 235);
  for (let py = 0; py < size * scale; py++) {
    for (let px = 0; px < size * scale; px++) {
      if (dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`)) y[(y0 + py) * width + x0 + px] = 16;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const parts = [Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i++) parts.push(Buffer.from("FRAME\n"), y, chroma, chroma);
  writeFileSync(path, Buffer.concat(parts));
  return path;
}

/** The text of a Sanduq QR SVG, read back by jsQR. */
export function decode(svg) {
  const { size, dark } = modules(svg);
  const scale = 8;
  const side = size * scale;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let py = 0; py < side; py++) {
    for (let px = 0; px < side; px++) {
      if (dark.has(`${Math.floor(px / scale)},${Math.floor(py / scale)}`)) {
        const i = (py * side + px) * 4;
        rgba[i] = rgba[i + 1] = rgba[i + 2] = 0;
      }
    }
  }
  const code = jsQR(rgba, side, side);
  if (!code) throw new Error("the QR did not decode");
  return code.data;
}
