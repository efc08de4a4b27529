from typing import Literal

AdminCreateDashboardUserResponse429ErrorCode = Literal['RATE_LIMIT_EXCEEDED']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_429_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse429ErrorCode] = { 'RATE_LIMIT_EXCEEDED',  }

def check_admin_create_dashboard_user_response_429_error_code(value: str) -> AdminCreateDashboardUserResponse429ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_429_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_429_ERROR_CODE_VALUES!r}")
