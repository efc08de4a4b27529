from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_embedded_session_body import CreateEmbeddedSessionBody
from ...models.create_embedded_session_response_201 import CreateEmbeddedSessionResponse201
from ...models.create_embedded_session_response_403 import CreateEmbeddedSessionResponse403
from ...models.create_embedded_session_response_404 import CreateEmbeddedSessionResponse404
from ...models.create_embedded_session_response_409 import CreateEmbeddedSessionResponse409
from ...models.create_embedded_session_response_422 import CreateEmbeddedSessionResponse422
from ...models.create_embedded_session_response_429 import CreateEmbeddedSessionResponse429
from ...models.create_embedded_session_response_500 import CreateEmbeddedSessionResponse500
from ...models.create_embedded_session_response_503 import CreateEmbeddedSessionResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreateEmbeddedSessionBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/embedded/checkout/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503 | None:
    if response.status_code == 201:
        response_201 = CreateEmbeddedSessionResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CreateEmbeddedSessionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CreateEmbeddedSessionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CreateEmbeddedSessionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreateEmbeddedSessionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateEmbeddedSessionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreateEmbeddedSessionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreateEmbeddedSessionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEmbeddedSessionBody,
    idempotency_key: UUID,

) -> Response[CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503]:
    """ Create an embedded checkout session for the popup

     Answers the session and its one-time session_token, which the merchant's page hands to the popup
    (sanduq.js).

    Args:
        idempotency_key (UUID):
        body (CreateEmbeddedSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503]
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
    body: CreateEmbeddedSessionBody,
    idempotency_key: UUID,

) -> CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503 | None:
    """ Create an embedded checkout session for the popup

     Answers the session and its one-time session_token, which the merchant's page hands to the popup
    (sanduq.js).

    Args:
        idempotency_key (UUID):
        body (CreateEmbeddedSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateEmbeddedSessionBody,
    idempotency_key: UUID,

) -> Response[CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503]:
    """ Create an embedded checkout session for the popup

     Answers the session and its one-time session_token, which the merchant's page hands to the popup
    (sanduq.js).

    Args:
        idempotency_key (UUID):
        body (CreateEmbeddedSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503]
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
    body: CreateEmbeddedSessionBody,
    idempotency_key: UUID,

) -> CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503 | None:
    """ Create an embedded checkout session for the popup

     Answers the session and its one-time session_token, which the merchant's page hands to the popup
    (sanduq.js).

    Args:
        idempotency_key (UUID):
        body (CreateEmbeddedSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateEmbeddedSessionResponse201 | CreateEmbeddedSessionResponse403 | CreateEmbeddedSessionResponse404 | CreateEmbeddedSessionResponse409 | CreateEmbeddedSessionResponse422 | CreateEmbeddedSessionResponse429 | CreateEmbeddedSessionResponse500 | CreateEmbeddedSessionResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
