from typing import Literal

CreateEmbeddedSessionBodyCaptureModeType3Type1 = Literal['automatic', 'manual']

CREATE_EMBEDDED_SESSION_BODY_CAPTURE_MODE_TYPE_3_TYPE_1_VALUES: set[CreateEmbeddedSessionBodyCaptureModeType3Type1] = { 'automatic', 'manual',  }

def check_create_embedded_session_body_capture_mode_type_3_type_1(value: str) -> CreateEmbeddedSessionBodyCaptureModeType3Type1:
    if value in CREATE_EMBEDDED_SESSION_BODY_CAPTURE_MODE_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_EMBEDDED_SESSION_BODY_CAPTURE_MODE_TYPE_3_TYPE_1_VALUES!r}")
