from typing import Literal

AdminCreateDashboardUserResponse500ErrorCode = Literal['SERVER_ERROR']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_500_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse500ErrorCode] = { 'SERVER_ERROR',  }

def check_admin_create_dashboard_user_response_500_error_code(value: str) -> AdminCreateDashboardUserResponse500ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_500_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_500_ERROR_CODE_VALUES!r}")
