from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_exchange_quote_body import WalletExchangeQuoteBody
from ...models.wallet_exchange_quote_response_201 import WalletExchangeQuoteResponse201
from ...models.wallet_exchange_quote_response_401 import WalletExchangeQuoteResponse401
from ...models.wallet_exchange_quote_response_403 import WalletExchangeQuoteResponse403
from ...models.wallet_exchange_quote_response_422 import WalletExchangeQuoteResponse422
from ...models.wallet_exchange_quote_response_429 import WalletExchangeQuoteResponse429
from ...models.wallet_exchange_quote_response_500 import WalletExchangeQuoteResponse500
from ...models.wallet_exchange_quote_response_503 import WalletExchangeQuoteResponse503
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



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503 | None:
    if response.status_code == 201:
        response_201 = WalletExchangeQuoteResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 401:
        response_401 = WalletExchangeQuoteResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletExchangeQuoteResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 422:
        response_422 = WalletExchangeQuoteResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = WalletExchangeQuoteResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletExchangeQuoteResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletExchangeQuoteResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503]:
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

) -> Response[WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503]:
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
        Response[WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503]
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

) -> WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503 | None:
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
        WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503
     """


    return sync_detailed(
        client=client,
body=body,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: WalletExchangeQuoteBody,

) -> Response[WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503]:
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
        Response[WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503]
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

) -> WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503 | None:
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
        WalletExchangeQuoteResponse201 | WalletExchangeQuoteResponse401 | WalletExchangeQuoteResponse403 | WalletExchangeQuoteResponse422 | WalletExchangeQuoteResponse429 | WalletExchangeQuoteResponse500 | WalletExchangeQuoteResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,

    )).parsed
