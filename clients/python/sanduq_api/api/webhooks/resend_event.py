from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.resend_event_body import ResendEventBody
from ...models.resend_event_response_202 import ResendEventResponse202
from ...models.resend_event_response_403 import ResendEventResponse403
from ...models.resend_event_response_404 import ResendEventResponse404
from ...models.resend_event_response_409 import ResendEventResponse409
from ...models.resend_event_response_422 import ResendEventResponse422
from ...models.resend_event_response_429 import ResendEventResponse429
from ...models.resend_event_response_500 import ResendEventResponse500
from ...models.resend_event_response_503 import ResendEventResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: ResendEventBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/events/{id}/resend".format(id=quote(str(id), safe=""),),
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503 | None:
    if response.status_code == 202:
        response_202 = ResendEventResponse202.from_dict(response.json())



        return response_202

    if response.status_code == 403:
        response_403 = ResendEventResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = ResendEventResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = ResendEventResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = ResendEventResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = ResendEventResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = ResendEventResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = ResendEventResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ResendEventBody,
    idempotency_key: UUID,

) -> Response[ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503]:
    """ Send an event again to an endpoint

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResendEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = client.get_httpx_client().request(
        **kwargs,
    )

    return _build_response(client=client, response=response)

def sync(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ResendEventBody,
    idempotency_key: UUID,

) -> ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503 | None:
    """ Send an event again to an endpoint

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResendEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503
     """


    return sync_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ResendEventBody,
    idempotency_key: UUID,

) -> Response[ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503]:
    """ Send an event again to an endpoint

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResendEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503]
     """


    kwargs = _get_kwargs(
        id=id,
body=body,
idempotency_key=idempotency_key,

    )

    response = await client.get_async_httpx_client().request(
        **kwargs
    )

    return _build_response(client=client, response=response)

async def asyncio(
    id: str,
    *,
    client: AuthenticatedClient,
    body: ResendEventBody,
    idempotency_key: UUID,

) -> ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503 | None:
    """ Send an event again to an endpoint

    Args:
        id (str):
        idempotency_key (UUID):
        body (ResendEventBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        ResendEventResponse202 | ResendEventResponse403 | ResendEventResponse404 | ResendEventResponse409 | ResendEventResponse422 | ResendEventResponse429 | ResendEventResponse500 | ResendEventResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
