from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.page_asset_response_404 import PageAssetResponse404
from ...models.page_asset_response_429 import PageAssetResponse429
from ...models.page_asset_response_500 import PageAssetResponse500
from ...models.page_asset_response_503 import PageAssetResponse503
from typing import cast



def _get_kwargs(
    file: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/assets/v1/{file}".format(file=quote(str(file), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str | None:
    if response.status_code == 200:
        response_200 = response.text
        return response_200

    if response.status_code == 404:
        response_404 = PageAssetResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = PageAssetResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = PageAssetResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = PageAssetResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    file: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str]:
    """ The pages' stylesheets, scripts and fonts

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str]
     """


    kwargs = _get_kwargs(
        file=file,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    file: str,
    *,
    client: AuthenticatedClient | Client,

) -> PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str | None:
    """ The pages' stylesheets, scripts and fonts

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str
     """


    return sync_detailed(
        file=file,
client=client,

    ).parsed

async def asyncio_detailed(
    file: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str]:
    """ The pages' stylesheets, scripts and fonts

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str]
     """


    kwargs = _get_kwargs(
        file=file,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    file: str,
    *,
    client: AuthenticatedClient | Client,

) -> PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str | None:
    """ The pages' stylesheets, scripts and fonts

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        PageAssetResponse404 | PageAssetResponse429 | PageAssetResponse500 | PageAssetResponse503 | str
     """


    return (await asyncio_detailed(
        file=file,
client=client,

    )).parsed
