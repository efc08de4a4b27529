from typing import Literal

DashboardUserRole = Literal['developer', 'owner', 'support', 'viewer']

DASHBOARD_USER_ROLE_VALUES: set[DashboardUserRole] = { 'developer', 'owner', 'support', 'viewer',  }

def check_dashboard_user_role(value: str) -> DashboardUserRole:
    if value in DASHBOARD_USER_ROLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DASHBOARD_USER_ROLE_VALUES!r}")
