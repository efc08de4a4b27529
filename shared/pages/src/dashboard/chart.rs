//! Server-rendered SVG bar charts: no script, no library, readable by a screen reader
//! (a title and description in the SVG, and the same figures as a table beside it).

/// A bar chart of one series. `bars` are (label, value, value as text); right-to-left
/// pages draw the oldest bar at the right.
pub fn bars(id: &str, title: &str, bars: &[(String, i64, String)], rtl: bool) -> String {
    const W: f64 = 600.0;
    const H: f64 = 160.0;
    const TOP: f64 = 8.0;
    const BOTTOM: f64 = 20.0;
    let n = bars.len().max(1) as f64;
    let max = bars.iter().map(|b| b.1).max().unwrap_or(0).max(1) as f64;
    let slot = W / n;
    let mut out = format!(
        r#"<svg class="chart" id="{id}" viewBox="0 0 {W} {H}" role="img" aria-labelledby="{id}-t" preserveAspectRatio="none"><title id="{id}-t">{}</title>"#,
        esc(title)
    );
    out.push_str(&format!(
        r#"<line x1="0" y1="{y}" x2="{W}" y2="{y}" class="axis"/>"#,
        y = H - BOTTOM
    ));
    for (i, (label, v, text)) in bars.iter().enumerate() {
        let place = if rtl { bars.len() - 1 - i } else { i } as f64;
        let h = ((*v as f64) / max * (H - TOP - BOTTOM)).max(if *v > 0 { 1.0 } else { 0.0 });
        let x = place * slot + slot * 0.15;
        let y = H - BOTTOM - h;
        out.push_str(&format!(
            r#"<rect x="{x:.1}" y="{y:.1}" width="{w:.1}" height="{h:.1}" class="bar"><title>{} — {}</title></rect>"#,
            esc(label),
            esc(text),
            w = slot * 0.7
        ));
    }
    // the first and last day under the axis
    if let (Some(first), Some(last)) = (bars.first(), bars.last()) {
        let (left, right) = if rtl { (last, first) } else { (first, last) };
        out.push_str(&format!(
            r#"<text x="2" y="{y}" class="tick">{}</text><text x="{x}" y="{y}" class="tick" text-anchor="end">{}</text>"#,
            esc(&left.0),
            esc(&right.0),
            y = H - 4.0,
            x = W - 2.0
        ));
    }
    out.push_str("</svg>");
    out
}

fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bars_scale_to_the_largest_and_escape_text() {
        let b = vec![
            ("d1".to_string(), 0, "0".to_string()),
            ("d2".to_string(), 50, "50".to_string()),
            ("d<3".to_string(), 100, "100".to_string()),
        ];
        let svg = bars("c", "Vol & <x>", &b, false);
        assert!(svg.contains("Vol &amp; &lt;x&gt;"));
        assert!(svg.contains(r#"height="132.0""#), "{svg}"); // the largest fills the plot
        assert!(svg.contains(r#"height="66.0""#));
        assert!(svg.contains("d&lt;3"));
        assert_eq!(svg.matches("<rect").count(), 3);
        let rtl = bars("c", "t", &b, true);
        // the first bar is drawn in the last slot
        assert!(rtl.contains(r#"<rect x="430.0""#), "{rtl}");
    }
}
