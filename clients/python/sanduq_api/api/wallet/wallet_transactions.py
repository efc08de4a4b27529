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
from ...models.wallet_transactions_currency_type_1 import check_wallet_transactions_currency_type_1
from ...models.wallet_transactions_currency_type_1 import WalletTransactionsCurrencyType1
from ...models.wallet_transactions_currency_type_2_type_1 import check_wallet_transactions_currency_type_2_type_1
from ...models.wallet_transactions_currency_type_2_type_1 import WalletTransactionsCurrencyType2Type1
from ...models.wallet_transactions_currency_type_3_type_1 import check_wallet_transactions_currency_type_3_type_1
from ...models.wallet_transactions_currency_type_3_type_1 import WalletTransactionsCurrencyType3Type1
from ...models.wallet_transactions_response_200 import WalletTransactionsResponse200
from ...types import UNSET, Unset
from typing import cast



def _get_kwargs(
    *,
    currency: None | Unset | WalletTransactionsCurrencyType1 | WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1 = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> dict[str, Any]:
    

    

    params: dict[str, Any] = {}

    json_currency: None | str | Unset
    if isinstance(currency, Unset):
        json_currency = UNSET
    elif isinstance(currency, str):
        json_currency = currency
    elif isinstance(currency, str):
        json_currency = currency
    elif isinstance(currency, str):
        json_currency = currency
    else:
        json_currency = currency
    params["currency"] = json_currency

    json_cursor: None | str | Unset
    if isinstance(cursor, Unset):
        json_cursor = UNSET
    else:
        json_cursor = cursor
    params["cursor"] = json_cursor

    json_limit: int | None | Unset
    if isinstance(limit, Unset):
        json_limit = UNSET
    else:
        json_limit = limit
    params["limit"] = json_limit


    params = {k: v for k, v in params.items() if v is not UNSET and v is not None}


    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/wallet/transactions",
        "params": params,
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200 | None:
    if response.status_code == 200:
        response_200 = WalletTransactionsResponse200.from_dict(response.json())



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


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    currency: None | Unset | WalletTransactionsCurrencyType1 | WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1 = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200]:
    """ The signed-in user's statement, newest first

     One line per movement of the user's money: payment, payment_released (held funds back: a void, an
    expiry, the rest of a partial capture), refund, top_up (sandbox), cash_in, cash_out,
    cash_out_returned, transfer_in, transfer_out, exchange; amounts signed (negative left the wallet).
    Pages by cursor: pass next_cursor back (with the same currency) for the next page; lines that arrive
    meanwhile appear on a new first page, never inside later ones.

    Args:
        currency (None | Unset | WalletTransactionsCurrencyType1 |
            WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1): only this
            currency's lines
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | None | Unset): lines per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200]
     """


    kwargs = _get_kwargs(
        currency=currency,
cursor=cursor,
limit=limit,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    currency: None | Unset | WalletTransactionsCurrencyType1 | WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1 = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200 | None:
    """ The signed-in user's statement, newest first

     One line per movement of the user's money: payment, payment_released (held funds back: a void, an
    expiry, the rest of a partial capture), refund, top_up (sandbox), cash_in, cash_out,
    cash_out_returned, transfer_in, transfer_out, exchange; amounts signed (negative left the wallet).
    Pages by cursor: pass next_cursor back (with the same currency) for the next page; lines that arrive
    meanwhile appear on a new first page, never inside later ones.

    Args:
        currency (None | Unset | WalletTransactionsCurrencyType1 |
            WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1): only this
            currency's lines
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | None | Unset): lines per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200
     """


    return sync_detailed(
        client=client,
currency=currency,
cursor=cursor,
limit=limit,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    currency: None | Unset | WalletTransactionsCurrencyType1 | WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1 = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200]:
    """ The signed-in user's statement, newest first

     One line per movement of the user's money: payment, payment_released (held funds back: a void, an
    expiry, the rest of a partial capture), refund, top_up (sandbox), cash_in, cash_out,
    cash_out_returned, transfer_in, transfer_out, exchange; amounts signed (negative left the wallet).
    Pages by cursor: pass next_cursor back (with the same currency) for the next page; lines that arrive
    meanwhile appear on a new first page, never inside later ones.

    Args:
        currency (None | Unset | WalletTransactionsCurrencyType1 |
            WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1): only this
            currency's lines
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | None | Unset): lines per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200]
     """


    kwargs = _get_kwargs(
        currency=currency,
cursor=cursor,
limit=limit,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    currency: None | Unset | WalletTransactionsCurrencyType1 | WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1 = UNSET,
    cursor: None | str | Unset = UNSET,
    limit: int | None | Unset = UNSET,

) -> ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200 | None:
    """ The signed-in user's statement, newest first

     One line per movement of the user's money: payment, payment_released (held funds back: a void, an
    expiry, the rest of a partial capture), refund, top_up (sandbox), cash_in, cash_out,
    cash_out_returned, transfer_in, transfer_out, exchange; amounts signed (negative left the wallet).
    Pages by cursor: pass next_cursor back (with the same currency) for the next page; lines that arrive
    meanwhile appear on a new first page, never inside later ones.

    Args:
        currency (None | Unset | WalletTransactionsCurrencyType1 |
            WalletTransactionsCurrencyType2Type1 | WalletTransactionsCurrencyType3Type1): only this
            currency's lines
        cursor (None | str | Unset): next_cursor of the previous page
        limit (int | None | Unset): lines per page (default 20)

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ErrorFORBIDDEN | ErrorMERCHANTNOTAPPROVED | ErrorRATELIMITEXCEEDED | ErrorSERVERERROR | ErrorSERVICEUNAVAILABLE | ErrorTOKENEXPIRED | ErrorUNSUPPORTEDCURRENCY | ErrorVALIDATIONERROR | WalletTransactionsResponse200
     """


    return (await asyncio_detailed(
        client=client,
currency=currency,
cursor=cursor,
limit=limit,

    )).parsed
