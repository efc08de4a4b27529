from typing import Literal

AdminFreezeUserBodyScope = Literal['all', 'credits', 'debits']

ADMIN_FREEZE_USER_BODY_SCOPE_VALUES: set[AdminFreezeUserBodyScope] = { 'all', 'credits', 'debits',  }

def check_admin_freeze_user_body_scope(value: str) -> AdminFreezeUserBodyScope:
    if value in ADMIN_FREEZE_USER_BODY_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_FREEZE_USER_BODY_SCOPE_VALUES!r}")
