from typing import Literal

AdminCreateDashboardUserResponse404ErrorCode = Literal['MERCHANT_NOT_FOUND']

ADMIN_CREATE_DASHBOARD_USER_RESPONSE_404_ERROR_CODE_VALUES: set[AdminCreateDashboardUserResponse404ErrorCode] = { 'MERCHANT_NOT_FOUND',  }

def check_admin_create_dashboard_user_response_404_error_code(value: str) -> AdminCreateDashboardUserResponse404ErrorCode:
    if value in ADMIN_CREATE_DASHBOARD_USER_RESPONSE_404_ERROR_CODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ADMIN_CREATE_DASHBOARD_USER_RESPONSE_404_ERROR_CODE_VALUES!r}")
