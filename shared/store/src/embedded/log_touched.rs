//! What the log engine notes of the items written, for the next snapshot: which records of
//! the last snapshot any of them falls in. Those records are read again from the state; the
//! others are copied as they are, their items moved with them (`log_engine`,
//! `write_snapshot_file`).
//!
//! Until 2026-12-06 every place written was kept in a list until the next snapshot began: a
//! list that grew with the log between snapshots, which grows with the store (a snapshot is
//! due once the log since the last holds as much as it), each place holding its key (a deleted
//! item's too) until then: about a tenth of the server's memory after 20,000 lifecycles. Now
//! the places are listed only while the snapshot they are to be compared with is being
//! written (its records are not known yet: seconds); once it is, each becomes a mark on the
//! record it falls in, a byte a record.

use super::log_keys::Place;

pub(crate) enum Touched {
    /// The places written since the snapshot being written began.
    Places(Vec<Place>),
    /// Once it is written: the places its records begin at (all but the first, which begins
    /// the order), and for each record whether a place written since falls in it.
    Records { starts: Vec<Place>, hit: Vec<bool> },
}

impl Touched {
    pub fn new() -> Touched {
        Touched::Places(Vec::new())
    }

    /// Notes a place written (set or removed).
    pub fn note(&mut self, place: &Place) {
        match self {
            Touched::Places(places) => places.push(place.clone()),
            Touched::Records { starts, hit } => hit[record_of(starts, place)] = true,
        }
    }

    /// The snapshot the places are to be compared with is written: its records begin at
    /// `starts` (the first record's left out); the places listed become marks.
    pub fn written(&mut self, starts: Vec<Place>) {
        let mut hit = vec![false; starts.len() + 1];
        if let Touched::Places(places) = self {
            for p in places.iter() {
                hit[record_of(&starts, p)] = true;
            }
        }
        *self = Touched::Records { starts, hit };
    }

    /// For each record of the snapshot whose records begin at `starts` (the first's left
    /// out), whether a place noted falls in it; every record if the marks were made against
    /// other records (never so: then each is read again, which is always right).
    pub fn records_hit(self, starts: &[Place]) -> Vec<bool> {
        match self {
            Touched::Records { starts: noted, hit } if noted == starts => hit,
            Touched::Records { .. } => vec![true; starts.len() + 1],
            Touched::Places(places) => {
                let mut hit = vec![false; starts.len() + 1];
                for p in &places {
                    hit[record_of(starts, p)] = true;
                }
                hit
            }
        }
    }
}

/// The record a place falls in: the number of records after the first that begin at or
/// before it.
fn record_of(starts: &[Place], place: &Place) -> usize {
    starts.partition_point(|s| s <= place)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn place(n: u64, key: &str) -> Place {
        Place::new(n, key)
    }

    /// Places noted before and after the snapshot is written mark the same records a list
    /// of every place would have, at a record's first place and between records alike.
    #[test]
    fn marks_are_the_records_a_list_of_every_place_falls_in() {
        let starts = vec![place(1, "b"), place(1, "d"), place(2, "a")];
        let before = [place(0, "z"), place(1, "c")];
        let after = [place(1, "d"), place(3, "a")];
        let mut touched = Touched::new();
        for p in &before {
            touched.note(p);
        }
        touched.written(starts.clone());
        for p in &after {
            touched.note(p);
        }
        // records: [.., b) [b, d) [d, 2a) [2a, ..)
        assert_eq!(touched.records_hit(&starts), [true, true, true, true]);
        let mut touched = Touched::new();
        touched.note(&place(1, "b"));
        touched.written(starts.clone());
        assert_eq!(touched.records_hit(&starts), [false, true, false, false]);
        // a list never made into marks gives the same
        let mut touched = Touched::new();
        touched.note(&place(2, "b"));
        touched.note(&place(0, "a"));
        assert_eq!(touched.records_hit(&starts), [true, false, false, true]);
        // marks made against other records: every record is read again
        let mut touched = Touched::new();
        touched.written(starts.clone());
        assert_eq!(touched.records_hit(&starts[..2]), [true, true, true]);
    }
}
