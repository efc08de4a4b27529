from typing import Literal

AdminCreateDashboardUserResponse503ErrorCode = Literal['SERVICE_UNAVAILABLE']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_503_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse503ErrorCode] = { 'SERVICE_UNAVAILABLE',  }

def check_admin_create_dashboard_user_response_503_error_code(value: str) -> AdminCreateDashboardUserResponse503ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_503_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_503_ERROR_CODE_VALUES!r}")
