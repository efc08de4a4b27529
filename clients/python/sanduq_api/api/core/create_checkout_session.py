from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.create_checkout_session_body import CreateCheckoutSessionBody
from ...models.create_checkout_session_response_201 import CreateCheckoutSessionResponse201
from ...models.create_checkout_session_response_403 import CreateCheckoutSessionResponse403
from ...models.create_checkout_session_response_404 import CreateCheckoutSessionResponse404
from ...models.create_checkout_session_response_409 import CreateCheckoutSessionResponse409
from ...models.create_checkout_session_response_422 import CreateCheckoutSessionResponse422
from ...models.create_checkout_session_response_429 import CreateCheckoutSessionResponse429
from ...models.create_checkout_session_response_500 import CreateCheckoutSessionResponse500
from ...models.create_checkout_session_response_503 import CreateCheckoutSessionResponse503
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: CreateCheckoutSessionBody,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/checkout/sessions",
    }

    _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503 | None:
    if response.status_code == 201:
        response_201 = CreateCheckoutSessionResponse201.from_dict(response.json())



        return response_201

    if response.status_code == 403:
        response_403 = CreateCheckoutSessionResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = CreateCheckoutSessionResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = CreateCheckoutSessionResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = CreateCheckoutSessionResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = CreateCheckoutSessionResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = CreateCheckoutSessionResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = CreateCheckoutSessionResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutSessionBody,
    idempotency_key: UUID,

) -> Response[CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503]:
    """ Create a checkout session

     Creates the payment (status created) and the hosted checkout page at checkout_url; the buyer pays
    there with their wallet and PIN.

    Args:
        idempotency_key (UUID):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503]
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
    body: CreateCheckoutSessionBody,
    idempotency_key: UUID,

) -> CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503 | None:
    """ Create a checkout session

     Creates the payment (status created) and the hosted checkout page at checkout_url; the buyer pays
    there with their wallet and PIN.

    Args:
        idempotency_key (UUID):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: CreateCheckoutSessionBody,
    idempotency_key: UUID,

) -> Response[CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503]:
    """ Create a checkout session

     Creates the payment (status created) and the hosted checkout page at checkout_url; the buyer pays
    there with their wallet and PIN.

    Args:
        idempotency_key (UUID):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503]
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
    body: CreateCheckoutSessionBody,
    idempotency_key: UUID,

) -> CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503 | None:
    """ Create a checkout session

     Creates the payment (status created) and the hosted checkout page at checkout_url; the buyer pays
    there with their wallet and PIN.

    Args:
        idempotency_key (UUID):
        body (CreateCheckoutSessionBody):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        CreateCheckoutSessionResponse201 | CreateCheckoutSessionResponse403 | CreateCheckoutSessionResponse404 | CreateCheckoutSessionResponse409 | CreateCheckoutSessionResponse422 | CreateCheckoutSessionResponse429 | CreateCheckoutSessionResponse500 | CreateCheckoutSessionResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
