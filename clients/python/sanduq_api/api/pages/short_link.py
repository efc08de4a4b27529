from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.short_link_response_404 import ShortLinkResponse404
from ...models.short_link_response_429 import ShortLinkResponse429
from ...models.short_link_response_500 import ShortLinkResponse500
from ...models.short_link_response_503 import ShortLinkResponse503
from typing import cast



def _get_kwargs(
    code: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/l/{code}".format(code=quote(str(code), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503 | None:
    if response.status_code == 302:
        response_302 = cast(Any, None)
        return response_302

    if response.status_code == 404:
        response_404 = ShortLinkResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = ShortLinkResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ShortLinkResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ShortLinkResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503]:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503 | None:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503
     """


    return sync_detailed(
        code=code,
client=client,

    ).parsed

async def asyncio_detailed(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Response[Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503]:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503]
     """


    kwargs = _get_kwargs(
        code=code,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    code: str,
    *,
    client: AuthenticatedClient | Client,

) -> Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503 | None:
    """ A payment link's short address: a redirect to its page

    Args:
        code (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Any | ShortLinkResponse404 | ShortLinkResponse429 | ShortLinkResponse500 | ShortLinkResponse503
     """


    return (await asyncio_detailed(
        code=code,
client=client,

    )).parsed
