//! Which endpoint URLs a merchant may register. https, to the public internet: a host that
//! is, or resolves to, a private, loopback, link-local or otherwise special address (IPv4
//! written inside IPv6 too) is refused at registration and again at every delivery (a DNS
//! answer can change: rebinding). Only in local development (`private`: a sandbox merchant
//! of a `sanduq serve --allow-private-webhooks`) may an endpoint be plain http on loopback,
//! or on another private address.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};
use url::{Host, Url};

pub const MAX_URL: usize = 2048;

/// Checks a URL's form (no DNS). Returns the parsed URL or why it is refused. `private`:
/// local development, where loopback and private targets are allowed.
pub fn check_url(raw: &str, private: bool) -> Result<Url, String> {
    if raw.len() > MAX_URL {
        return Err(format!("must be at most {MAX_URL} characters"));
    }
    let u = Url::parse(raw).map_err(|_| "must be an absolute URL".to_string())?;
    if !u.username().is_empty() || u.password().is_some() {
        return Err("must not carry credentials".into());
    }
    if u.fragment().is_some() {
        return Err("must not have a fragment".into());
    }
    let loopback = match u.host() {
        Some(Host::Ipv4(ip)) => ip.is_loopback(),
        Some(Host::Ipv6(ip)) => ip.is_loopback(),
        Some(Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        None => return Err("must have a host".into()),
    };
    match u.scheme() {
        "https" => {}
        "http" if private && loopback => {}
        "http" if private => {
            return Err(
                "must be https (http only to a loopback address in local development)".into(),
            )
        }
        _ => return Err("must be https".into()),
    }
    if !private {
        let literal = match u.host() {
            Some(Host::Ipv4(ip)) => Some(IpAddr::V4(ip)),
            Some(Host::Ipv6(ip)) => Some(IpAddr::V6(ip)),
            _ => None,
        };
        if loopback || literal.is_some_and(|ip| !public(ip)) {
            return Err("must reach a public address (not private, loopback or link-local)".into());
        }
    }
    Ok(u)
}

/// True for an address on the public internet: not private, loopback, link-local,
/// unspecified, broadcast, documentation, shared (CGNAT), multicast or unique-local.
pub fn public(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => public_v4(v4),
        IpAddr::V6(v6) => match embedded_v4(v6) {
            Some(v4) => public_v4(v4) && public_v6(v6),
            None => public_v6(v6),
        },
    }
}

/// The IPv4 address an IPv6 one carries where a host or a translator may reach it:
/// IPv4-mapped (`::ffff:a.b.c.d`), IPv4-compatible (`::a.b.c.d`, deprecated but routed by
/// some stacks), IPv4-translated (`::ffff:0:a.b.c.d`) and 6to4 (`2002:aabb:ccdd::`).
fn embedded_v4(ip: Ipv6Addr) -> Option<Ipv4Addr> {
    let s = ip.segments();
    let tail = || Ipv4Addr::new((s[6] >> 8) as u8, s[6] as u8, (s[7] >> 8) as u8, s[7] as u8);
    match s {
        [0, 0, 0, 0, 0, 0xffff, _, _] => Some(tail()),
        [0, 0, 0, 0, 0, 0, _, _] => Some(tail()),
        [0, 0, 0, 0, 0xffff, 0, _, _] => Some(tail()),
        [0x2002, a, b, ..] => Some(Ipv4Addr::new(
            (a >> 8) as u8,
            a as u8,
            (b >> 8) as u8,
            b as u8,
        )),
        _ => None,
    }
}

fn public_v4(ip: Ipv4Addr) -> bool {
    let o = ip.octets();
    !(ip.is_private()
        || ip.is_loopback()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_broadcast()
        || ip.is_documentation()
        || ip.is_multicast()
        || o[0] == 0
        || (o[0] == 100 && (64..128).contains(&o[1])) // shared address space (CGNAT)
        || (o[0] == 192 && o[1] == 0 && o[2] == 0) // IETF protocol assignments
        || (o[0] == 198 && (18..20).contains(&o[1])) // benchmarking
        || o[0] >= 240)
}

fn public_v6(ip: Ipv6Addr) -> bool {
    let s = ip.segments();
    !(ip.is_loopback()
        || ip.is_unspecified()
        || ip.is_multicast()
        || (s[0] & 0xfe00) == 0xfc00 // unique local
        || (s[0] & 0xffc0) == 0xfe80 // link-local
        || (s[0] == 0x2001 && s[1] == 0x0db8) // documentation
        || (s[0] == 0x2001 && s[1] == 0) // Teredo (reaches an IPv4 address)
        || (s[0] == 0x0064 && s[1] == 0xff9b)) // NAT64 (reaches IPv4 ranges)
}

/// For a live endpoint: every address its host resolves to must be public.
pub fn all_public(addrs: &[IpAddr]) -> bool {
    !addrs.is_empty() && addrs.iter().all(|ip| public(*ip))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_an_endpoint_may_be_in_local_development_and_elsewhere() {
        assert!(check_url("https://shop.example/hooks", false).is_ok());
        assert!(check_url("https://shop.example/hooks", true).is_ok());
        assert!(check_url("http://127.0.0.1:9000/h", true).is_ok());
        assert!(check_url("http://localhost:9000/h", true).is_ok());
        assert!(check_url("http://[::1]:9000/h", true).is_ok());
        assert!(check_url("http://shop.example/h", true).is_err());
        assert!(check_url("http://127.0.0.1:9000/h", false).is_err());
        assert!(check_url("https://127.0.0.1/h", false).is_err());
        assert!(check_url("https://10.1.2.3/h", false).is_err());
        assert!(check_url("https://169.254.169.254/latest", false).is_err());
        assert!(check_url("https://[fd00::1]/h", false).is_err());
        assert!(check_url("https://[::ffff:192.168.1.1]/h", false).is_err());
        assert!(check_url("https://localhost/h", false).is_err());
        assert!(check_url("ftp://shop.example/h", true).is_err());
        assert!(check_url("https://u:p@shop.example/h", false).is_err());
        assert!(check_url("shop.example/h", false).is_err());
        assert!(check_url("https://8.8.8.8/h", false).is_ok());
        // IPv4 written inside IPv6
        for inside in [
            "https://[::7f00:1]/h",
            "https://[::a00:1]/h",
            "https://[::ffff:0:a9fe:a9fe]/h",
            "https://[::ffff:a9fe:a9fe]/h",
            "https://[2002:a00:1::]/h",
            "https://[2001:0:4136:e378::1]/h",
        ] {
            assert!(check_url(inside, false).is_err(), "{inside}");
        }
        assert!(check_url("https://[2606:4700::1111]/h", false).is_ok());
        assert!(check_url("https://[2002:808:808::]/h", false).is_ok());
    }

    #[test]
    fn resolved_addresses_must_all_be_public() {
        let p = |s: &str| s.parse::<IpAddr>().unwrap();
        assert!(all_public(&[p("93.184.216.34"), p("2606:2800:220:1::1")]));
        assert!(!all_public(&[p("93.184.216.34"), p("10.0.0.1")]));
        assert!(!all_public(&[p("100.64.0.1")]));
        assert!(!all_public(&[p("fe80::1")]));
        assert!(!all_public(&[]));
    }
}
