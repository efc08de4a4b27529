from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_insufficientbalance import ErrorINSUFFICIENTBALANCE
from ...models.error_invalidpaymentstatus import ErrorINVALIDPAYMENTSTATUS
from ...models.error_invalidpin import ErrorINVALIDPIN
from ...models.error_notfound import ErrorNOTFOUND
from ...models.error_paymentexpired import ErrorPAYMENTEXPIRED
from ...models.error_pinblocked import ErrorPINBLOCKED
from ...models.error_pinnotset import ErrorPINNOTSET
from ...models.error_pinrequired import ErrorPINREQUIRED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.error_velocitylimitexceeded import ErrorVELOCITYLIMITEXCEEDED
from ...models.error_walletbusy import ErrorWALLETBUSY
from ...models.popup_confirm_body import PopupConfirmBody
from ...models.popup_confirm_response_200 import PopupConfirmResponse200
from typing import cast



def _get_kwargs(
    *,
    body: PopupConfirmBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/popup/confirm",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200 | None:
    if response.status_code == 200:
        response_200 = PopupConfirmResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        def _parse_response_401(data: object) -> ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_0 = ErrorTOKENEXPIRED.from_dict(data)



                return response_401_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_1 = ErrorINVALIDPIN.from_dict(data)



                return response_401_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_401_type_2 = ErrorPINBLOCKED.from_dict(data)



                return response_401_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_401_type_3 = ErrorPINNOTSET.from_dict(data)



            return response_401_type_3

        response_401 = _parse_response_401(response.json())

        return response_401

    if response.status_code == 404:
        response_404 = ErrorNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ErrorWALLETBUSY.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_1 = ErrorPINREQUIRED.from_dict(data)



                return response_422_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_2 = ErrorINSUFFICIENTBALANCE.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_3 = ErrorVELOCITYLIMITEXCEEDED.from_dict(data)



                return response_422_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_4 = ErrorPAYMENTEXPIRED.from_dict(data)



                return response_422_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_5 = ErrorINVALIDPAYMENTSTATUS.from_dict(data)



            return response_422_type_5

        response_422 = _parse_response_422(response.json())

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> Response[ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200]:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200]
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
    body: PopupConfirmBody,

) -> ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200 | None:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,
    body: PopupConfirmBody,

) -> Response[ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200]:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200]
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
    body: PopupConfirmBody,

) -> ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200 | None:
    """ The buyer confirms with their PIN

     With fx_quote_id (from popup/fx-quote) the payment is paid from the buyer's other currency at that
    quote: the payment's fx_details say how. An expired quote is PAYMENT_EXPIRED with details.quote_id
    (the session stays open: take a new quote).

    Args:
        body (PopupConfirmBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorINSUFFICIENTBALANCE | ErrorINVALIDPAYMENTSTATUS | ErrorPAYMENTEXPIRED | ErrorPINREQUIRED | ErrorVALIDATIONERROR | ErrorVELOCITYLIMITEXCEEDED | ErrorINVALIDPIN | ErrorPINBLOCKED | ErrorPINNOTSET | ErrorTOKENEXPIRED | ErrorNOTFOUND | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorWALLETBUSY | PopupConfirmResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
