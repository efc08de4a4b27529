from typing import Literal

UserFreezeFrozenType0Scope = Literal['all', 'credits', 'debits']

USER_FREEZE_FROZEN_TYPE_0_SCOPE_VALUES: set[UserFreezeFrozenType0Scope] = { 'all', 'credits', 'debits',  }

def check_user_freeze_frozen_type_0_scope(value: str) -> UserFreezeFrozenType0Scope:
    if value in USER_FREEZE_FROZEN_TYPE_0_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {USER_FREEZE_FROZEN_TYPE_0_SCOPE_VALUES!r}")
