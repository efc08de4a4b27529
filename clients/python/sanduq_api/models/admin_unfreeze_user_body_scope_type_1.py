from typing import Literal

AdminUnfreezeUserBodyScopeType1 = Literal['all', 'credits', 'debits']

ADMIN_UNFREEZE_USER_BODY_SCOPE_TYPE_1_VALUES: set[AdminUnfreezeUserBodyScopeType1] = { 'all', 'credits', 'debits',  }

def check_admin_unfreeze_user_body_scope_type_1(value: str) -> AdminUnfreezeUserBodyScopeType1:
    if value in ADMIN_UNFREEZE_USER_BODY_SCOPE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_UNFREEZE_USER_BODY_SCOPE_TYPE_1_VALUES!r}")
