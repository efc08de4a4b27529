from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_advance_clock_body import SandboxAdvanceClockBody
from ...models.sandbox_advance_clock_response_200 import SandboxAdvanceClockResponse200
from ...models.sandbox_advance_clock_response_403 import SandboxAdvanceClockResponse403
from ...models.sandbox_advance_clock_response_409 import SandboxAdvanceClockResponse409
from ...models.sandbox_advance_clock_response_422 import SandboxAdvanceClockResponse422
from ...models.sandbox_advance_clock_response_429 import SandboxAdvanceClockResponse429
from ...models.sandbox_advance_clock_response_500 import SandboxAdvanceClockResponse500
from ...models.sandbox_advance_clock_response_503 import SandboxAdvanceClockResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: SandboxAdvanceClockBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/clock/advance",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxAdvanceClockResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxAdvanceClockResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = SandboxAdvanceClockResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxAdvanceClockResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxAdvanceClockResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxAdvanceClockResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxAdvanceClockResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxAdvanceClockBody,
    idempotency_key: UUID,

) -> Response[SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503]:
    """ Move the test clock forward and run what became due

    Args:
        idempotency_key (UUID):
        body (SandboxAdvanceClockBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    *,
    client: AuthenticatedClient,
    body: SandboxAdvanceClockBody,
    idempotency_key: UUID,

) -> SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503 | None:
    """ Move the test clock forward and run what became due

    Args:
        idempotency_key (UUID):
        body (SandboxAdvanceClockBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: SandboxAdvanceClockBody,
    idempotency_key: UUID,

) -> Response[SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503]:
    """ Move the test clock forward and run what became due

    Args:
        idempotency_key (UUID):
        body (SandboxAdvanceClockBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503]
     """


    kwargs = _get_kwargs(
        body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    *,
    client: AuthenticatedClient,
    body: SandboxAdvanceClockBody,
    idempotency_key: UUID,

) -> SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503 | None:
    """ Move the test clock forward and run what became due

    Args:
        idempotency_key (UUID):
        body (SandboxAdvanceClockBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxAdvanceClockResponse200 | SandboxAdvanceClockResponse403 | SandboxAdvanceClockResponse409 | SandboxAdvanceClockResponse422 | SandboxAdvanceClockResponse429 | SandboxAdvanceClockResponse500 | SandboxAdvanceClockResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
