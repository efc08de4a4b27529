//! Reading a QR image back, with a decoder nobody here wrote.
#![allow(dead_code)]

use serde_json::Value;

/// Decodes a QR image (PNG, or SVG drawn from its path) with zxing-cpp (PyPI), a decoder
/// nobody here wrote. Returns the texts it read.
pub fn decode(bytes: &[u8], svg: bool) -> Vec<String> {
    let script = r#"
import sys, re, io, json
import zxingcpp
from PIL import Image, ImageDraw
data = open(sys.argv[1], "rb").read()
if sys.argv[2] == "svg":
    text = data.decode()
    w, h = (int(v) for v in re.search(r'viewBox="0 0 (\d+) (\d+)"', text).groups())
    img = Image.new("L", (w, h), 255)
    d = ImageDraw.Draw(img)
    for x, y, dw, dh in re.findall(r"M(\d+) (\d+)h(\d+)v(\d+)H\d+V\d+", text):
        x, y, dw, dh = int(x), int(y), int(dw), int(dh)
        d.rectangle([x, y, x + dw - 1, y + dh - 1], fill=0)
else:
    img = Image.open(io.BytesIO(data))
    assert img.size[0] == img.size[1], img.size
print(json.dumps({"size": img.size[0], "texts": [r.text for r in zxingcpp.read_barcodes(img)]}))
"#;
    let file = std::env::temp_dir().join(format!("sanduq-qr-{}", uuid::Uuid::new_v4()));
    std::fs::write(&file, bytes).unwrap();
    let out = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&file)
        .arg(if svg { "svg" } else { "png" })
        .output()
        .expect("python3 with zxing-cpp and pillow (pip install zxing-cpp pillow)");
    let _ = std::fs::remove_file(&file);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    v["texts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect()
}
