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
from ...models.error_servererror import ErrorSERVERERROR
from ...models.error_serviceunavailable import ErrorSERVICEUNAVAILABLE
from ...models.error_tokenexpired import ErrorTOKENEXPIRED
from ...models.error_unsupportedcurrency import ErrorUNSUPPORTEDCURRENCY
from ...models.error_validationerror import ErrorVALIDATIONERROR
from ...models.wallet_exchange_quote_body import WalletExchangeQuoteBody
from ...models.wallet_exchange_quote_response_201 import WalletExchangeQuoteResponse201
from typing import cast



def _get_kwargs(
    *,
    body: WalletExchangeQuoteBody,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}


    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/wallet/exchange/quotes",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201 | None:
    if response.status_code == 201:
        response_201 = WalletExchangeQuoteResponse201.from_dict(response.json())



        return response_201

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

    if response.status_code == 422:
        def _parse_response_422(data: object) -> ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                response_422_type_0 = ErrorVALIDATIONERROR.from_dict(data)



                return response_422_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            response_422_type_1 = ErrorUNSUPPORTEDCURRENCY.from_dict(data)



            return response_422_type_1

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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletExchangeQuoteBody,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201]:
    """ A quote to exchange between IQD and USD: the rate and both amounts for 30 seconds

     Give from_amount (what you give) or to_amount (what you get), not both. Selling dollars is at the
    platform's bid, buying them at its ask; the side you did not fix is rounded in the platform's favour
    to the minor unit. The answer shows the official rate (the Central Bank of Iraq's) beside the quoted
    one and the spread between them; there is no fee beyond the spread. No rate set, or a stale one:
    SERVICE_UNAVAILABLE, nothing quoted. Takes no Idempotency-Key: a quote moves no money.

    Args:
        body (WalletExchangeQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201]
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
    body: WalletExchangeQuoteBody,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201 | None:
    """ A quote to exchange between IQD and USD: the rate and both amounts for 30 seconds

     Give from_amount (what you give) or to_amount (what you get), not both. Selling dollars is at the
    platform's bid, buying them at its ask; the side you did not fix is rounded in the platform's favour
    to the minor unit. The answer shows the official rate (the Central Bank of Iraq's) beside the quoted
    one and the spread between them; there is no fee beyond the spread. No rate set, or a stale one:
    SERVICE_UNAVAILABLE, nothing quoted. Takes no Idempotency-Key: a quote moves no money.

    Args:
        body (WalletExchangeQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletExchangeQuoteBody,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201]:
    """ A quote to exchange between IQD and USD: the rate and both amounts for 30 seconds

     Give from_amount (what you give) or to_amount (what you get), not both. Selling dollars is at the
    platform's bid, buying them at its ask; the side you did not fix is rounded in the platform's favour
    to the minor unit. The answer shows the official rate (the Central Bank of Iraq's) beside the quoted
    one and the spread between them; there is no fee beyond the spread. No rate set, or a stale one:
    SERVICE_UNAVAILABLE, nothing quoted. Takes no Idempotency-Key: a quote moves no money.

    Args:
        body (WalletExchangeQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201]
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
    body: WalletExchangeQuoteBody,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201 | None:
    """ A quote to exchange between IQD and USD: the rate and both amounts for 30 seconds

     Give from_amount (what you give) or to_amount (what you get), not both. Selling dollars is at the
    platform's bid, buying them at its ask; the side you did not fix is rounded in the platform's favour
    to the minor unit. The answer shows the official rate (the Central Bank of Iraq's) beside the quoted
    one and the spread between them; there is no fee beyond the spread. No rate set, or a stale one:
    SERVICE_UNAVAILABLE, nothing quoted. Takes no Idempotency-Key: a quote moves no money.

    Args:
        body (WalletExchangeQuoteBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletExchangeQuoteResponse201
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
