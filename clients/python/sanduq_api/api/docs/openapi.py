from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.openapi_response_429 import OpenapiResponse429
from ...models.openapi_response_500 import OpenapiResponse500
from ...models.openapi_response_503 import OpenapiResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/openapi.json",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str | None:
    if response.status_code == 200:
        response_200 = cast(str, response.json())
        return response_200

    if response.status_code == 429:
        response_429 = OpenapiResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = OpenapiResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = OpenapiResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str]:
    """ This document

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient | Client,

) -> OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str | None:
    """ This document

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient | Client,

) -> Response[OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str]:
    """ This document

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str]
     """


    kwargs = _get_kwargs(
        
    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient | Client,

) -> OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str | None:
    """ This document

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        OpenapiResponse429 | OpenapiResponse500 | OpenapiResponse503 | str
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
