from typing import Literal

AdminCreateDashboardUserResponse422ErrorCode = Literal['VALIDATION_ERROR']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_422_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse422ErrorCode] = { 'VALIDATION_ERROR',  }

def check_admin_create_dashboard_user_response_422_error_code(value: str) -> AdminCreateDashboardUserResponse422ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_422_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_422_ERROR_CODE_VALUES!r}")
