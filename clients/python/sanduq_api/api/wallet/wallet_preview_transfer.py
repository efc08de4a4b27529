from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.error_forbidden import ErrorFORBIDDEN
from ...models.error_merchantnotapproved import ErrorMERCHANTNOTAPPROVED
from ...models.error_ratelimitexceeded import ErrorRATELIMITEXCEEDED
from ...models.error_recipientnotfound import ErrorRECIPIENTNOTFOUND
from ...models.error_recipientunavailable import ErrorRECIPIENTUNAVAILABLE
from ...models.error_selftransfernotallowed import ErrorSELFTRANSFERNOTALLOWED
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.wallet_preview_transfer_body import WalletPreviewTransferBody
from ...models.wallet_preview_transfer_response_200 import WalletPreviewTransferResponse200
from typing import cast



def _get_kwargs(
    *,
    body: WalletPreviewTransferBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/transfers/preview",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200 | None:
    if response.status_code == 200:
        response_200 = WalletPreviewTransferResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = ErrorTOKENEXPIRED.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        def _parse_response_403(data: object) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_403_type_0 = ErrorFORBIDDEN.from_dict(data)



                return response_403_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_403_type_1 = ErrorMERCHANTNOTAPPROVED.from_dict(data)



            return response_403_type_1

        response_403 = _parse_response_403(response.json())

        return response_403

    if response.status_code == 404:
        response_404 = ErrorRECIPIENTNOTFOUND.from_dict(response.json())



        return response_404

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR:
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
                response_422_type_1 = ErrorUNSUPPORTEDCURRENCY.from_dict(data)



                return response_422_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_2 = ErrorRECIPIENTUNAVAILABLE.from_dict(data)



                return response_422_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_3 = ErrorSELFTRANSFERNOTALLOWED.from_dict(data)



            return response_422_type_3

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200]:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200]
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
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200 | None:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200]:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200]
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
    client: AuthenticatedClient,
    body: WalletPreviewTransferBody,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200 | None:
    """ Whom a transfer would go to, before the sender confirms it with the PIN

     Nothing moves and no PIN is asked: the recipient `to` names, shown by first name and initials ("Sara
    F."), for the sender to confirm before sending. Refused as the transfer would be for the recipient's
    sake: RECIPIENT_NOT_FOUND, SELF_TRANSFER_NOT_ALLOWED, RECIPIENT_UNAVAILABLE. Takes no Idempotency-
    Key.

    Args:
        body (WalletPreviewTransferBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorRECIPIENTNOTFOUND | ErrorRECIPIENTUNAVAILABLE | ErrorSELFTRANSFERNOTALLOWED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | WalletPreviewTransferResponse200
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
