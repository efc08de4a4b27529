from typing import Literal

AdminCreateDashboardUserResponse403ErrorCode = Literal['FORBIDDEN']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_403_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse403ErrorCode] = { 'FORBIDDEN',  }

def check_admin_create_dashboard_user_response_403_error_code(value: str) -> AdminCreateDashboardUserResponse403ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_403_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_403_ERROR_CODE_VALUES!r}")
