from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_show_response_200 import WalletShowResponse200
from ...models.wallet_show_response_401 import WalletShowResponse401
from ...models.wallet_show_response_403 import WalletShowResponse403
from ...models.wallet_show_response_404 import WalletShowResponse404
from ...models.wallet_show_response_429 import WalletShowResponse429
from ...models.wallet_show_response_500 import WalletShowResponse500
from ...models.wallet_show_response_503 import WalletShowResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/wallet",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletShowResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletShowResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletShowResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletShowResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = WalletShowResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletShowResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletShowResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503]:
    """ The signed-in user's wallet

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,

) -> WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503 | None:
    """ The signed-in user's wallet

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503]:
    """ The signed-in user's wallet

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,

) -> WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503 | None:
    """ The signed-in user's wallet

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowResponse200 | WalletShowResponse401 | WalletShowResponse403 | WalletShowResponse404 | WalletShowResponse429 | WalletShowResponse500 | WalletShowResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
