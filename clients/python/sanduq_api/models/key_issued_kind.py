from typing import Literal

KeyIssuedKind = Literal['hmac', 'publishable', 'secret']

KEY_ISSUED_KIND_VALUES: set[KeyIssuedKind] = { 'hmac', 'publishable', 'secret',  }

def check_key_issued_kind(value: str) -> KeyIssuedKind:
    if value in KEY_ISSUED_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {KEY_ISSUED_KIND_VALUES!r}")
