from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.popup_set_pin_body import PopupSetPinBody
from ...models.popup_set_pin_response_200 import PopupSetPinResponse200
from typing import cast



def _get_kwargs(
    *,
    body: PopupSetPinBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/popup/pin",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200 | None:
    if response.status_code == 200:
        response_200 = PopupSetPinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ErrorTOKENEXPIRED.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = ErrorFORBIDDEN.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorWALLETBUSY.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ErrorVALIDATIONERROR.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ErrorRATELIMITEXCEEDED.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ErrorSERVERERROR.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ErrorSERVICEUNAVAILABLE.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> Response[ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200]:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200 | None:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> Response[ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200]:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200]
     """


    kwargs = _get_kwargs(
        body=body,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,
    body: PopupSetPinBody,

) -> ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200 | None:
    """ A buyer without a PIN sets one

    Args:
        body (PopupSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorVALIDATIONERROR | ErrorWALLETBUSY | PopupSetPinResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
