from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.sandbox_set_pin_body import SandboxSetPinBody
from ...models.sandbox_set_pin_response_200 import SandboxSetPinResponse200
from ...models.sandbox_set_pin_response_403 import SandboxSetPinResponse403
from ...models.sandbox_set_pin_response_404 import SandboxSetPinResponse404
from ...models.sandbox_set_pin_response_409 import SandboxSetPinResponse409
from ...models.sandbox_set_pin_response_422 import SandboxSetPinResponse422
from ...models.sandbox_set_pin_response_429 import SandboxSetPinResponse429
from ...models.sandbox_set_pin_response_500 import SandboxSetPinResponse500
from ...models.sandbox_set_pin_response_503 import SandboxSetPinResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    user_id: str,
    *,
    body: SandboxSetPinBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/sandbox/users/{user_id}/pin".format(user_id=quote(str(user_id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503 | None:
    if response.status_code == 200:
        response_200 = SandboxSetPinResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = SandboxSetPinResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = SandboxSetPinResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = SandboxSetPinResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = SandboxSetPinResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = SandboxSetPinResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = SandboxSetPinResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = SandboxSetPinResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxSetPinBody,
    idempotency_key: UUID,

) -> Response[SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503]:
    """ Set a buyer's PIN

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxSetPinBody,
    idempotency_key: UUID,

) -> SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503 | None:
    """ Set a buyer's PIN

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503
     """


    return sync_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxSetPinBody,
    idempotency_key: UUID,

) -> Response[SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503]:
    """ Set a buyer's PIN

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503]
     """


    kwargs = _get_kwargs(
        user_id=user_id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    user_id: str,
    *,
    client: AuthenticatedClient,
    body: SandboxSetPinBody,
    idempotency_key: UUID,

) -> SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503 | None:
    """ Set a buyer's PIN

    Args:
        user_id (str):
        idempotency_key (UUID):
        body (SandboxSetPinBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        SandboxSetPinResponse200 | SandboxSetPinResponse403 | SandboxSetPinResponse404 | SandboxSetPinResponse409 | SandboxSetPinResponse422 | SandboxSetPinResponse429 | SandboxSetPinResponse500 | SandboxSetPinResponse503
     """


    return (await asyncio_detailed(
        user_id=user_id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
