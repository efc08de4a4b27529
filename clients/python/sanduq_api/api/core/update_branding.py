from http import HTTPStatus
from typing import Any, cast
from urllib.parse import quote

import httpx

from ...client import AuthenticatedClient, Client
from ...types import Response, UNSET
from ... import errors

from ...models.update_branding_body import UpdateBrandingBody
from ...models.update_branding_response_200 import UpdateBrandingResponse200
from ...models.update_branding_response_403 import UpdateBrandingResponse403
from ...models.update_branding_response_409 import UpdateBrandingResponse409
from ...models.update_branding_response_422 import UpdateBrandingResponse422
from ...models.update_branding_response_429 import UpdateBrandingResponse429
from ...models.update_branding_response_500 import UpdateBrandingResponse500
from ...models.update_branding_response_503 import UpdateBrandingResponse503
from ...types import UNSET, Unset
from typing import cast
from uuid import UUID



def _get_kwargs(
    *,
    body: UpdateBrandingBody | Unset = UNSET,
    idempotency_key: UUID,

) -> dict[str, Any]:
    headers: dict[str, Any] = {}
    headers["Idempotency-Key"] = idempotency_key



    

    

    _kwargs: dict[str, Any] = {
        "method": "patch",
        "url": "/api/v1/merchant/branding",
    }

    
    if not isinstance(body, Unset):
        _kwargs["json"] = body.to_dict()

    headers["Content-Type"] = "application/json"

    _kwargs["headers"] = headers
    return _kwargs



def _parse_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503 | None:
    if response.status_code == 200:
        response_200 = UpdateBrandingResponse200.from_dict(response.json())



        return response_200

    if response.status_code == 403:
        response_403 = UpdateBrandingResponse403.from_dict(response.json())



        return response_403

    if response.status_code == 409:
        response_409 = UpdateBrandingResponse409.from_dict(response.json())



        return response_409

    if response.status_code == 422:
        response_422 = UpdateBrandingResponse422.from_dict(response.json())



        return response_422

    if response.status_code == 429:
        response_429 = UpdateBrandingResponse429.from_dict(response.json())



        return response_429

    if response.status_code == 500:
        response_500 = UpdateBrandingResponse500.from_dict(response.json())



        return response_500

    if response.status_code == 503:
        response_503 = UpdateBrandingResponse503.from_dict(response.json())



        return response_503

    if client.raise_on_unexpected_status:
        raise errors.UnexpectedStatus(response.status_code, response.content)
    else:
        return None


def _build_response(*, client: AuthenticatedClient | Client, response: httpx.Response) -> Response[UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503]:
    return Response(
        status_code=HTTPStatus(response.status_code),
        content=response.content,
        headers=response.headers,
        parsed=_parse_response(client=client, response=response),
    )


def sync_detailed(
    *,
    client: AuthenticatedClient,
    body: UpdateBrandingBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503]:
    """ Change the checkout branding

     Null clears a field. White text on brand_color must reach WCAG AA (4.5:1); a failing colour is a
    VALIDATION_ERROR with details.contrast_ratio.

    Args:
        idempotency_key (UUID):
        body (UpdateBrandingBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503]
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
    body: UpdateBrandingBody | Unset = UNSET,
    idempotency_key: UUID,

) -> UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503 | None:
    """ Change the checkout branding

     Null clears a field. White text on brand_color must reach WCAG AA (4.5:1); a failing colour is a
    VALIDATION_ERROR with details.contrast_ratio.

    Args:
        idempotency_key (UUID):
        body (UpdateBrandingBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503
     """


    return sync_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    ).parsed

async def asyncio_detailed(
    *,
    client: AuthenticatedClient,
    body: UpdateBrandingBody | Unset = UNSET,
    idempotency_key: UUID,

) -> Response[UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503]:
    """ Change the checkout branding

     Null clears a field. White text on brand_color must reach WCAG AA (4.5:1); a failing colour is a
    VALIDATION_ERROR with details.contrast_ratio.

    Args:
        idempotency_key (UUID):
        body (UpdateBrandingBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        Response[UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503]
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
    body: UpdateBrandingBody | Unset = UNSET,
    idempotency_key: UUID,

) -> UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503 | None:
    """ Change the checkout branding

     Null clears a field. White text on brand_color must reach WCAG AA (4.5:1); a failing colour is a
    VALIDATION_ERROR with details.contrast_ratio.

    Args:
        idempotency_key (UUID):
        body (UpdateBrandingBody | Unset):

    Raises:
        errors.UnexpectedStatus: If the server returns an undocumented status code and Client.raise_on_unexpected_status is True.
        httpx.TimeoutException: If the request takes longer than Client.timeout.

    Returns:
        UpdateBrandingResponse200 | UpdateBrandingResponse403 | UpdateBrandingResponse409 | UpdateBrandingResponse422 | UpdateBrandingResponse429 | UpdateBrandingResponse500 | UpdateBrandingResponse503
     """


    return (await asyncio_detailed(
        client=client,
body=body,
idempotency_key=idempotency_key,

    )).parsed
