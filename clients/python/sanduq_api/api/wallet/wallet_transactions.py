from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_transactions_currency_type_1 import check_wallet_transactions_currency_type_1
from ...models.wallet_transactions_currency_type_1 import WalletTransactionsCurrencyType1
from ...models.wallet_transactions_currency_type_2_type_1 import check_wallet_transactions_currency_type_2_type_1
from ...models.wallet_transactions_currency_type_2_type_1 import WalletTransactionsCurrencyType2Type1
from ...models.wallet_transactions_currency_type_3_type_1 import check_wallet_transactions_currency_type_3_type_1
from ...models.wallet_transactions_currency_type_3_type_1 import WalletTransactionsCurrencyType3Type1
from ...models.wallet_transactions_response_200 import WalletTransactionsResponse200
from ...models.wallet_transactions_response_401 import WalletTransactionsResponse401
from ...models.wallet_transactions_response_403 import WalletTransactionsResponse403
from ...models.wallet_transactions_response_422 import WalletTransactionsResponse422
from ...models.wallet_transactions_response_429 import WalletTransactionsResponse429
from ...models.wallet_transactions_response_500 import WalletTransactionsResponse500
from ...models.wallet_transactions_response_503 import WalletTransactionsResponse503
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletTransactionsResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletTransactionsResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletTransactionsResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = WalletTransactionsResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletTransactionsResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletTransactionsResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletTransactionsResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503]:
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

) -> Response[WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503]:
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
        Response[WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503]
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

) -> WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503 | None:
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
        WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503
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

) -> Response[WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503]:
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
        Response[WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503]
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

) -> WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503 | None:
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
        WalletTransactionsResponse200 | WalletTransactionsResponse401 | WalletTransactionsResponse403 | WalletTransactionsResponse422 | WalletTransactionsResponse429 | WalletTransactionsResponse500 | WalletTransactionsResponse503
     """


    return (await asyncio_detailed(
        client=client,
currency=currency,
cursor=cursor,
limit=limit,

    )).parsed
