from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_payout_response_200 import GetPayoutResponse200
from ...models.get_payout_response_403 import GetPayoutResponse403
from ...models.get_payout_response_404 import GetPayoutResponse404
from ...models.get_payout_response_429 import GetPayoutResponse429
from ...models.get_payout_response_500 import GetPayoutResponse500
from ...models.get_payout_response_503 import GetPayoutResponse503
from typing import cast



def _get_kwargs(
    payout_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/payouts/{payout_id}".format(payout_id=quote(str(payout_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503 | None:
    if response.status_code == 200:
        response_200 = GetPayoutResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetPayoutResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetPayoutResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetPayoutResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetPayoutResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetPayoutResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    payout_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503]:
    """ One of your payouts

    Args:
        payout_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503]
     """


    kwargs = _get_kwargs(
        payout_id=payout_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    payout_id: str,
    *,
    client: AuthenticatedClient,

) -> GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503 | None:
    """ One of your payouts

    Args:
        payout_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503
     """


    return sync_detailed(
        payout_id=payout_id,
client=client,

    ).parsed

async def asyncio_detailed(
    payout_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503]:
    """ One of your payouts

    Args:
        payout_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503]
     """


    kwargs = _get_kwargs(
        payout_id=payout_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    payout_id: str,
    *,
    client: AuthenticatedClient,

) -> GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503 | None:
    """ One of your payouts

    Args:
        payout_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetPayoutResponse200 | GetPayoutResponse403 | GetPayoutResponse404 | GetPayoutResponse429 | GetPayoutResponse500 | GetPayoutResponse503
     """


    return (await asyncio_detailed(
        payout_id=payout_id,
client=client,

    )).parsed
