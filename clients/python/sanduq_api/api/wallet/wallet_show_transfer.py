from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.wallet_show_transfer_response_200 import WalletShowTransferResponse200
from ...models.wallet_show_transfer_response_401 import WalletShowTransferResponse401
from ...models.wallet_show_transfer_response_403 import WalletShowTransferResponse403
from ...models.wallet_show_transfer_response_404 import WalletShowTransferResponse404
from ...models.wallet_show_transfer_response_429 import WalletShowTransferResponse429
from ...models.wallet_show_transfer_response_500 import WalletShowTransferResponse500
from ...models.wallet_show_transfer_response_503 import WalletShowTransferResponse503
from typing import cast



def _get_kwargs(
    transfer_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/wallet/transfers/{transfer_id}".format(transfer_id=quote(str(transfer_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503 | None:
    if response.status_code == 200:
        response_200 = WalletShowTransferResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 401:
        response_401 = WalletShowTransferResponse401.from_dict(response.json())



        return response_401

    if response.status_code == 403:
        response_403 = WalletShowTransferResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = WalletShowTransferResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = WalletShowTransferResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = WalletShowTransferResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = WalletShowTransferResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503]:
    """ A transfer the signed-in user sent or received

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503]
     """


    kwargs = _get_kwargs(
        transfer_id=transfer_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503 | None:
    """ A transfer the signed-in user sent or received

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503
     """


    return sync_detailed(
        transfer_id=transfer_id,
client=client,

    ).parsed

async def asyncio_detailed(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503]:
    """ A transfer the signed-in user sent or received

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503]
     """


    kwargs = _get_kwargs(
        transfer_id=transfer_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    transfer_id: str,
    *,
    client: AuthenticatedClient,

) -> WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503 | None:
    """ A transfer the signed-in user sent or received

    Args:
        transfer_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        WalletShowTransferResponse200 | WalletShowTransferResponse401 | WalletShowTransferResponse403 | WalletShowTransferResponse404 | WalletShowTransferResponse429 | WalletShowTransferResponse500 | WalletShowTransferResponse503
     """


    return (await asyncio_detailed(
        transfer_id=transfer_id,
client=client,

    )).parsed
