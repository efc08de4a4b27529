from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.qr_image_response_404 import QrImageResponse404
from ...models.qr_image_response_429 import QrImageResponse429
from ...models.qr_image_response_500 import QrImageResponse500
from ...models.qr_image_response_503 import QrImageResponse503
from typing import cast



def _get_kwargs(
    file: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/qr/{file}".format(file=quote(str(file), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503 | None:
    if response.status_code == 404:
        response_404 = QrImageResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = QrImageResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = QrImageResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = QrImageResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503]:
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

) -> Response[QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503]:
    """ A merchant-presented QR's image: {id}.png or {id}.svg

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503]
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

) -> QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503 | None:
    """ A merchant-presented QR's image: {id}.png or {id}.svg

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503
     """


    return sync_detailed(
        file=file,
client=client,

    ).parsed

async def asyncio_detailed(
    file: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503]:
    """ A merchant-presented QR's image: {id}.png or {id}.svg

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503]
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

) -> QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503 | None:
    """ A merchant-presented QR's image: {id}.png or {id}.svg

    Args:
        file (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        QrImageResponse404 | QrImageResponse429 | QrImageResponse500 | QrImageResponse503
     """


    return (await asyncio_detailed(
        file=file,
client=client,

    )).parsed
