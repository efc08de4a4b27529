from typing import Literal

AdminCreateDashboardUserBodyRole = Literal['developer', 'owner', 'support', 'viewer']

ADMIN_CREATE_DASHBOARD_USER_BODY_ROLE_VALUES: set[AdminCreateDashboardUserBodyRole] = { 'developer', 'owner', 'support', 'viewer',  }

def check_admin_create_dashboard_user_body_role(value: str) -> AdminCreateDashboardUserBodyRole:
    if value in ADMIN_CREATE_DASHBOARD_USER_BODY_ROLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_BODY_ROLE_VALUES!r}")
