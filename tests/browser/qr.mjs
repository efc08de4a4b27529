// QR codes for the browser tests: the modules of an SVG that Sanduq drew (the qrcode crate's
// one-path SVG, "M<x> <y>h1v1..." per dark module), a Y4M video of one for Chromium's fake
// camera, and decoding one with the jsQR Sanduq vendors for its pages.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { ROOT } from "./support.mjs";

const jsQR = createRequire(import.meta.url)(join(ROOT, "shared/pages/assets/vendor/jsQR.js"));

/** { size, dark: Set("x,y") } of a Sanduq QR SVG. */
export function modules(svg) {
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)[1]);
  const dark = new Set();
  for (const m of svg.matchAll(/M(\d+) (\d+)h1v1/g)) dark.add(`${m[1]},${m[2]}`);
  if (dark.size === 0) throw new Error("no modules in the SVG");
  return { size, dark };
}

/** Writes a Y4M (4:2:0) video of `frames` frames showing the QR centred on white; its path. */
export function y4m(svg, path, { width = 640, height = 480, frames = 3 } = {}) {
  const { size, dark } = modules(svg);
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
