# Sourced by infra/profile.sh and infra/instructions.sh: the binary they measure and a free
# loopback port. BIN names a binary built before; without it `sanduq` is built with its
# symbols (profile server, not stripped) so the reports name functions.
server_bin() {
  if [ -z "${BIN:-}" ]; then
    CARGO_PROFILE_SERVER_STRIP=false cargo build --profile server --quiet --bin sanduq
    BIN=target/server/sanduq
  fi
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
