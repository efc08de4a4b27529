from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_show_cash_out_response_200 import WalletShowCashOutResponse200
from ...models.wallet_show_cash_out_response_401 import WalletShowCashOutResponse401
from ...models.wallet_show_cash_out_response_403 import WalletShowCashOutResponse403
from ...models.wallet_show_cash_out_response_404 import WalletShowCashOutResponse404
from ...models.wallet_show_cash_out_response_429 import WalletShowCashOutResponse429
from ...models.wallet_show_cash_out_response_500 import WalletShowCashOutResponse500
from ...models.wallet_show_cash_out_response_503 import WalletShowCashOutResponse503
from typing import cast



def _get_kwargs(
    cash_out_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/wallet/cash-outs/{cash_out_id}".format(cash_out_id=quote(str(cash_out_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletShowCashOutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletShowCashOutResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletShowCashOutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletShowCashOutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = WalletShowCashOutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletShowCashOutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletShowCashOutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    cash_out_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503]:
    """ One of the signed-in user's cash-outs

    Args:
        cash_out_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503]
     """


    kwargs = _get_kwargs(
        cash_out_id=cash_out_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    cash_out_id: str,
    *,
    client: AuthenticatedClient,

) -> WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503 | None:
    """ One of the signed-in user's cash-outs

    Args:
        cash_out_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503
     """


    return sync_detailed(
        cash_out_id=cash_out_id,
client=client,

    ).parsed

async def asyncio_detailed(
    cash_out_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503]:
    """ One of the signed-in user's cash-outs

    Args:
        cash_out_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503]
     """


    kwargs = _get_kwargs(
        cash_out_id=cash_out_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    cash_out_id: str,
    *,
    client: AuthenticatedClient,

) -> WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503 | None:
    """ One of the signed-in user's cash-outs

    Args:
        cash_out_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowCashOutResponse200 | WalletShowCashOutResponse401 | WalletShowCashOutResponse403 | WalletShowCashOutResponse404 | WalletShowCashOutResponse429 | WalletShowCashOutResponse500 | WalletShowCashOutResponse503
     """


    return (await asyncio_detailed(
        cash_out_id=cash_out_id,
client=client,

    )).parsed
