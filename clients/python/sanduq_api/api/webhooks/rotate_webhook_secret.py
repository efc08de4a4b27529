from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.rotate_webhook_secret_body import RotateWebhookSecretBody
from ...models.rotate_webhook_secret_response_200 import RotateWebhookSecretResponse200
from ...models.rotate_webhook_secret_response_403 import RotateWebhookSecretResponse403
from ...models.rotate_webhook_secret_response_404 import RotateWebhookSecretResponse404
from ...models.rotate_webhook_secret_response_409 import RotateWebhookSecretResponse409
from ...models.rotate_webhook_secret_response_422 import RotateWebhookSecretResponse422
from ...models.rotate_webhook_secret_response_429 import RotateWebhookSecretResponse429
from ...models.rotate_webhook_secret_response_500 import RotateWebhookSecretResponse500
from ...models.rotate_webhook_secret_response_503 import RotateWebhookSecretResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    id: str,
    *,
    body: RotateWebhookSecretBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "post",
        "url": "/api/v1/webhooks/endpoints/{id}/rotate-secret".format(id=quote(str(id), safe=""),),
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503 | None:
    if response.status_code == 200:
        response_200 = RotateWebhookSecretResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = RotateWebhookSecretResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 404:
        response_404 = RotateWebhookSecretResponse404.from_dict(response.json())



        return response_404

    if response.status_code == 409:
        response_409 = RotateWebhookSecretResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = RotateWebhookSecretResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = RotateWebhookSecretResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = RotateWebhookSecretResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = RotateWebhookSecretResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]:
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
    body: RotateWebhookSecretBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]:
    """ Roll an endpoint's signing secret

     The old secret keeps signing beside the new one for 24 hours.

    Args:
        id (str):
        idempotency_key (UUID):
        body (RotateWebhookSecretBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]
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
    body: RotateWebhookSecretBody | Unset = UNSET,
    idempotency_key: UUID,

) -> RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503 | None:
    """ Roll an endpoint's signing secret

     The old secret keeps signing beside the new one for 24 hours.

    Args:
        id (str):
        idempotency_key (UUID):
        body (RotateWebhookSecretBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503
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
    body: RotateWebhookSecretBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]:
    """ Roll an endpoint's signing secret

     The old secret keeps signing beside the new one for 24 hours.

    Args:
        id (str):
        idempotency_key (UUID):
        body (RotateWebhookSecretBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503]
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
    body: RotateWebhookSecretBody | Unset = UNSET,
    idempotency_key: UUID,

) -> RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503 | None:
    """ Roll an endpoint's signing secret

     The old secret keeps signing beside the new one for 24 hours.

    Args:
        id (str):
        idempotency_key (UUID):
        body (RotateWebhookSecretBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        RotateWebhookSecretResponse200 | RotateWebhookSecretResponse403 | RotateWebhookSecretResponse404 | RotateWebhookSecretResponse409 | RotateWebhookSecretResponse422 | RotateWebhookSecretResponse429 | RotateWebhookSecretResponse500 | RotateWebhookSecretResponse503
     """


    return (await asyncio_detailed(
        id=id,
client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
