from typing import Literal

AdminIssueKeyBodyKind = Literal['hmac', 'publishable', 'secret']

ADMIN_ISSUE_KEY_BODY_KIND_VALUES: set[AdminIssueKeyBodyKind] = { 'hmac', 'publishable', 'secret',  }

def check_admin_issue_key_body_kind(value: str) -> AdminIssueKeyBodyKind:
    if value in ADMIN_ISSUE_KEY_BODY_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_ISSUE_KEY_BODY_KIND_VALUES!r}")
