//! Dates of birth as lists give them: a whole date (`1937-04-28`) or a year alone (`1957`),
//! and how one moves a name's score: the same date raises it, the same year a little, a year
//! apart nothing, further apart lowers it below any threshold a name alone reaches short of
//! an exact spelling (two people of one name are told apart by their age).

/// A date of birth: its year, and its month and day when known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Dob {
    pub year: i32,
    pub month_day: Option<(u32, u32)>,
}

/// What the same whole date adds to a name's score.
pub const SAME_DATE: f64 = 0.08;
/// What the same year adds when one side has the year alone.
pub const SAME_YEAR: f64 = 0.04;
/// What two whole dates of one year that differ take away.
pub const OTHER_DAY: f64 = -0.05;
/// What years two or more apart take away.
pub const OTHER_YEAR: f64 = -0.25;

impl Dob {
    /// `YYYY-MM-DD` or `YYYY` (years 1900 to 2100); anything else is not a date of birth.
    pub fn parse(text: &str) -> Option<Dob> {
        let text = text.trim();
        let year = |y: &str| {
            y.parse::<i32>()
                .ok()
                .filter(|y| (1900..=2100).contains(y) && text.len() >= 4)
        };
        match text.len() {
            4 => year(text).map(|year| Dob {
                year,
                month_day: None,
            }),
            10 if text.as_bytes()[4] == b'-' && text.as_bytes()[7] == b'-' => {
                let y = year(&text[..4])?;
                let m: u32 = text[5..7].parse().ok().filter(|m| (1..=12).contains(m))?;
                let d: u32 = text[8..10].parse().ok().filter(|d| (1..=31).contains(d))?;
                Some(Dob {
                    year: y,
                    month_day: Some((m, d)),
                })
            }
            _ => None,
        }
    }

    /// What this date and `other` together add to or take from a name's score.
    pub fn adjustment(&self, other: &Dob) -> f64 {
        match (self.year - other.year).abs() {
            0 => match (self.month_day, other.month_day) {
                (Some(a), Some(b)) if a == b => SAME_DATE,
                (Some(_), Some(_)) => OTHER_DAY,
                _ => SAME_YEAR,
            },
            1 => 0.0,
            _ => OTHER_YEAR,
        }
    }
}

/// The best adjustment of `dob` against any of an entry's dates (0 when either is unknown).
pub fn best_adjustment(dob: Option<&Dob>, entry: &[Dob]) -> f64 {
    match dob {
        Some(d) if !entry.is_empty() => entry
            .iter()
            .map(|e| d.adjustment(e))
            .fold(f64::MIN, f64::max),
        _ => 0.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_and_years_parse_and_move_a_score() {
        let d = Dob::parse("1937-04-28").unwrap();
        assert_eq!(d.month_day, Some((4, 28)));
        assert_eq!(Dob::parse("1957").unwrap().month_day, None);
        for bad in [
            "",
            "57",
            "1937-13-01",
            "1937-04-32",
            "28/04/1937",
            "1800",
            "abcd",
        ] {
            assert_eq!(Dob::parse(bad), None, "{bad}");
        }
        let year = Dob::parse("1937").unwrap();
        assert_eq!(d.adjustment(&d), SAME_DATE);
        assert_eq!(d.adjustment(&year), SAME_YEAR);
        assert_eq!(d.adjustment(&Dob::parse("1937-05-01").unwrap()), OTHER_DAY);
        assert_eq!(d.adjustment(&Dob::parse("1938").unwrap()), 0.0);
        assert_eq!(d.adjustment(&Dob::parse("1947-04-28").unwrap()), OTHER_YEAR);
        assert_eq!(
            best_adjustment(Some(&d), &[Dob::parse("1950").unwrap(), year]),
            SAME_YEAR
        );
        assert_eq!(best_adjustment(None, &[year]), 0.0);
        assert_eq!(best_adjustment(Some(&d), &[]), 0.0);
    }
}
