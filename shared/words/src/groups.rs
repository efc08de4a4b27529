//! A number in groups of three digits, the largest first, each with its power of a thousand:
//! 1,234,000 is [(1, 2), (234, 1)] (groups of 0 left out).

/// The non-zero groups of `n`, the largest first: (group, power of 1,000).
pub fn of(n: u64) -> Vec<(u64, usize)> {
    let mut groups = Vec::new();
    let mut rest = n;
    let mut power = 0;
    while rest > 0 {
        let g = rest % 1000;
        if g > 0 {
            groups.push((g, power));
        }
        rest /= 1000;
        power += 1;
    }
    groups.reverse();
    groups
}

/// `n` in words: `zero` for 0, else each non-zero group spelled by `group(group, power)`,
/// the largest first, joined with `and`.
pub fn spell(n: u64, zero: &str, and: &str, group: impl Fn(u64, usize) -> String) -> String {
    if n == 0 {
        return zero.into();
    }
    of(n)
        .into_iter()
        .map(|(g, power)| group(g, power))
        .collect::<Vec<_>>()
        .join(and)
}

#[cfg(test)]
mod tests {
    #[test]
    fn groups_leave_zeros_out() {
        assert_eq!(super::of(0), vec![]);
        assert_eq!(super::of(1_000_001), vec![(1, 2), (1, 0)]);
        assert_eq!(super::of(12_345_000), vec![(12, 2), (345, 1)]);
    }
}
