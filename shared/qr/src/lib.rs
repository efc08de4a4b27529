//! QR codes, the pure part: the deep-link payloads wallets read, and their images. The
//! symbol is made by the `qrcode` crate (error correction M); a PNG is drawn at exactly the
//! requested size (whole-pixel modules, a quiet zone of at least 4 modules, centred) and
//! encoded by the `png` crate; an SVG is the crate's own.

use qrcode::{Color, EcLevel, QrCode};

pub mod emvco;

/// The quiet zone a reader needs around the symbol, in modules.
pub const QUIET_MODULES: usize = 4;

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum QrError {
    #[error("the payload does not fit a QR code")]
    TooLong,
    #[error("{0} pixels is too small for this payload")]
    TooSmall(u32),
    #[error("image encoding failed: {0}")]
    Encoding(String),
}

/// The payload of a merchant-presented QR: `{scheme}://pay?s=<qr id>&a=<amount>&c=<currency>`.
pub fn pay_payload(scheme: &str, qr_id: &str, amount: i64, currency: &str) -> String {
    format!("{scheme}://pay?s={qr_id}&a={amount}&c={currency}")
}

fn symbol(payload: &str) -> Result<QrCode, QrError> {
    QrCode::with_error_correction_level(payload.as_bytes(), EcLevel::M)
        .map_err(|_| QrError::TooLong)
}

/// A grayscale PNG, `size` × `size` pixels.
pub fn png(payload: &str, size: u32) -> Result<Vec<u8>, QrError> {
    let code = symbol(payload)?;
    let modules = code.width();
    let colors = code.to_colors();
    let total = modules + 2 * QUIET_MODULES;
    let scale = size as usize / total;
    if scale == 0 {
        return Err(QrError::TooSmall(size));
    }
    let side = size as usize;
    let offset = (side - modules * scale) / 2;
    let mut pixels = vec![255u8; side * side];
    for (i, c) in colors.iter().enumerate() {
        if *c != Color::Dark {
            continue;
        }
        let (mx, my) = (i % modules, i / modules);
        for dy in 0..scale {
            let row = (offset + my * scale + dy) * side;
            let start = row + offset + mx * scale;
            pixels[start..start + scale].fill(0);
        }
    }
    let mut out = Vec::new();
    {
        let mut e = png::Encoder::new(&mut out, size, size);
        e.set_color(png::ColorType::Grayscale);
        e.set_depth(png::BitDepth::Eight);
        let mut w = e
            .write_header()
            .map_err(|e| QrError::Encoding(e.to_string()))?;
        w.write_image_data(&pixels)
            .map_err(|e| QrError::Encoding(e.to_string()))?;
    }
    Ok(out)
}

/// An SVG (scalable; 8 units per module with the quiet zone).
pub fn svg(payload: &str, size: u32) -> Result<String, QrError> {
    let code = symbol(payload)?;
    // one user unit per module (quiet zone included), shown `size` pixels wide: the
    // viewBox keeps the modules, the width and height say the size the record says
    let svg = code
        .render::<qrcode::render::svg::Color>()
        .module_dimensions(1, 1)
        .quiet_zone(true)
        .build();
    let units = code.width() as u32 + 2 * QUIET_MODULES as u32;
    let drawn = format!(r#" width="{units}" height="{units}" viewBox"#);
    let shown = format!(r#" width="{size}" height="{size}" viewBox"#);
    Ok(svg.replacen(&drawn, &shown, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    const P: &str = "sanduq://pay?s=qr_0123456789abcdef01234567&a=25000&c=IQD";

    #[test]
    fn pngs_are_exactly_the_size_asked() {
        for size in [200, 400, 1000] {
            let bytes = png(P, size).unwrap();
            let d = png::Decoder::new(std::io::Cursor::new(bytes));
            let r = d.read_info().unwrap();
            assert_eq!((r.info().width, r.info().height), (size, size));
        }
        assert_eq!(png(P, 20), Err(QrError::TooSmall(20)));
    }

    #[test]
    fn svgs_are_svg_and_payloads_read_as_the_spec_says() {
        let s = svg(P, 400).unwrap();
        assert!(s.contains("<svg") && s.contains("<path"));
        assert!(
            s.contains(r#" width="400" height="400" viewBox="0 0 "#),
            "{s}"
        );
        assert_eq!(
            pay_payload("sanduq", "qr_1", 25000, "IQD"),
            "sanduq://pay?s=qr_1&a=25000&c=IQD"
        );
        assert!(matches!(symbol(&"x".repeat(5000)), Err(QrError::TooLong)));
    }
}
