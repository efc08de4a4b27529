from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_clock_response_200 import SandboxClockResponse200
from ...models.sandbox_clock_response_403 import SandboxClockResponse403
from ...models.sandbox_clock_response_429 import SandboxClockResponse429
from ...models.sandbox_clock_response_500 import SandboxClockResponse500
from ...models.sandbox_clock_response_503 import SandboxClockResponse503
from typing import cast



def _get_kwargs(
    
) -> dict[str, Any]:
    

    

    

    _kwargs: dict[str, Any] = {
        "method": "get",
        "url": "/api/v1/sandbox/clock",
    }


    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxClockResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxClockResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 429:
        response_429 = SandboxClockResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxClockResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxClockResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503]:
    """ The merchant's test clock

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503]
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

) -> SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503 | None:
    """ The merchant's test clock

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503
     """


    return sync_detailed(
        client=client,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,

) -> Response[SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503]:
    """ The merchant's test clock

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503]
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

) -> SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503 | None:
    """ The merchant's test clock

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxClockResponse200 | SandboxClockResponse403 | SandboxClockResponse429 | SandboxClockResponse500 | SandboxClockResponse503
     """


    return (await asyncio_detailed(
        client=client,

    )).parsed
