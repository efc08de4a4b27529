from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.get_embedded_session_response_200 import GetEmbeddedSessionResponse200
from ...models.get_embedded_session_response_403 import GetEmbeddedSessionResponse403
from ...models.get_embedded_session_response_404 import GetEmbeddedSessionResponse404
from ...models.get_embedded_session_response_429 import GetEmbeddedSessionResponse429
from ...models.get_embedded_session_response_500 import GetEmbeddedSessionResponse500
from ...models.get_embedded_session_response_503 import GetEmbeddedSessionResponse503
from typing import cast



def _get_kwargs(
    session_id: str,

) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/embedded/checkout/sessions/{session_id}".format(session_id=quote(str(session_id), safe=""),),
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503 | None:
    if response.status_code == 200:
        response_200 = GetEmbeddedSessionResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = GetEmbeddedSessionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = GetEmbeddedSessionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 429:
        response_429 = GetEmbeddedSessionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = GetEmbeddedSessionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = GetEmbeddedSessionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503]:
    """ Read an embedded checkout session

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503]
     """


    kwargs = _get_kwargs(
        session_id=session_id,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503 | None:
    """ Read an embedded checkout session

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503
     """


    return sync_detailed(
        session_id=session_id,
client=client,

    ).parsed

async def asyncio_detailed(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> Response[GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503]:
    """ Read an embedded checkout session

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503]
     """


    kwargs = _get_kwargs(
        session_id=session_id,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    session_id: str,
    *,
    client: AuthenticatedClient,

) -> GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503 | None:
    """ Read an embedded checkout session

    Args:
        session_id (str):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        GetEmbeddedSessionResponse200 | GetEmbeddedSessionResponse403 | GetEmbeddedSessionResponse404 | GetEmbeddedSessionResponse429 | GetEmbeddedSessionResponse500 | GetEmbeddedSessionResponse503
     """


    return (await asyncio_detailed(
        session_id=session_id,
client=client,

    )).parsed
